import re
import subprocess

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

HOSTNAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@require_POST
def dns_lookup(request):
    host = request.POST.get("host", "")
    rtype = request.POST.get("type", "A").upper()
    if not HOSTNAME.fullmatch(host) or rtype not in RECORD_TYPES:
        return HttpResponseBadRequest("invalid query")
    args = ["dig", "+short", "-t", rtype, host]
    result = subprocess.run(args, capture_output=True, text=True, timeout=10)
    return JsonResponse({"answers": result.stdout.split()})
