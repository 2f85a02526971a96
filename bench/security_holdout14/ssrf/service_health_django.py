import json
import urllib.error
import urllib.request

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse

ALLOWED_HOSTS = ("billing.internal.acme.net", "search.internal.acme.net", "auth.internal.acme.net")


@staff_member_required
def service_health(request):
    host = request.GET.get("host", "")
    if host not in ALLOWED_HOSTS:
        return JsonResponse({"error": "unknown service"}, status=400)
    url = f"https://{host}/healthz"
    try:
        with urllib.request.urlopen(url, timeout=3) as resp:
            status = json.loads(resp.read() or b"{}")
    except (urllib.error.URLError, ValueError) as exc:
        return JsonResponse({"host": host, "up": False, "error": str(exc)})
    return JsonResponse({"host": host, "up": True, "status": status})
