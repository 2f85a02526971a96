import ipaddress
import subprocess

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def reverse_lookup(request):
    raw = request.POST.get("address", "").strip()
    try:
        addr = ipaddress.ip_address(raw)
    except ValueError:
        return HttpResponseBadRequest("invalid address")
    completed = subprocess.run(
        ["dig", "+short", "-x", str(addr)],
        capture_output=True,
        text=True,
        timeout=5,
    )
    return JsonResponse({"address": str(addr), "names": completed.stdout.split()})
