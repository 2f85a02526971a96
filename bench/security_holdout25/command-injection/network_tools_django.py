import subprocess

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

TIMEOUT = 20
ALLOWED_RECORDS = {"A", "AAAA", "MX", "TXT", "NS"}


def _trace(target, opts):
    return f"traceroute -m {opts.get('hops', 15)} {target}"


def _lookup(target, opts):
    return f"dig +short {opts.get('record', 'A')} {target}"


def _whois(target, opts):
    return f"whois {target}"


BUILDERS = {
    "trace": _trace,
    "lookup": _lookup,
    "whois": _whois,
}


def _clean_options(raw):
    opts = {}
    if raw.get("hops", "").isdigit():
        opts["hops"] = max(1, min(int(raw["hops"]), 30))
    if raw.get("record") in ALLOWED_RECORDS:
        opts["record"] = raw["record"]
    return opts


def _execute(command):
    completed = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=TIMEOUT)
    return {"code": completed.returncode, "stdout": completed.stdout[-4000:]}


@login_required
@require_POST
def run_tool(request, tool):
    builder = BUILDERS.get(tool)
    if builder is None:
        return HttpResponseBadRequest("unknown tool")
    target = request.POST.get("target", "").strip()
    if not target:
        return HttpResponseBadRequest("target required")
    command = builder(target, _clean_options(request.POST))
    return JsonResponse(_execute(command))


@login_required
def tool_list(request):
    return JsonResponse({"tools": sorted(BUILDERS), "records": sorted(ALLOWED_RECORDS)})
