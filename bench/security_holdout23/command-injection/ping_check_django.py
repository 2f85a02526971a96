import re
import shlex
import subprocess

from django.http import JsonResponse
from django.views.decorators.http import require_GET

LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME_RE = re.compile(rf"{LABEL}(?:\.{LABEL})*")


@require_GET
def reachability(request):
    host = request.GET.get("host", "")
    if len(host) > 253 or not HOSTNAME_RE.fullmatch(host):
        return JsonResponse({"error": "invalid host"}, status=400)
    command = f"ping -c 3 -W 2 {shlex.quote(host)} | tail -n 2"
    proc = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=15)
    summary = proc.stdout.strip()
    return JsonResponse({"host": host, "ok": " 0% packet loss" in summary, "summary": summary})
