import ipaddress
import re
import subprocess

from django.http import HttpResponseBadRequest, JsonResponse

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([a-zA-Z0-9-]{1,63}\.)*[a-zA-Z0-9-]{1,63}$")


def _valid_target(value):
    try:
        ipaddress.ip_address(value)
        return True
    except ValueError:
        return bool(HOSTNAME_RE.match(value)) and not value.startswith("-")


def dns_lookup(request):
    target = request.GET.get("name", "").strip()
    if not _valid_target(target):
        return HttpResponseBadRequest("invalid name")
    out = subprocess.run(["dig", "+short", target], capture_output=True, text=True, timeout=10)
    return JsonResponse({"answers": out.stdout.split()})
