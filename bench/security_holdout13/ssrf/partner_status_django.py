import json
import urllib.request

from django.http import JsonResponse


def partner_status(request):
    host = request.GET.get("partner_host", "")
    port = request.GET.get("port", "443")
    scheme = "https" if port == "443" else "http"
    endpoint = "%s://%s:%s/api/status" % (scheme, host, port)
    with urllib.request.urlopen(endpoint, timeout=5) as resp:
        payload = resp.read().decode("utf-8", "replace")
    return JsonResponse({"partner": host, "raw": payload[:2000]})
