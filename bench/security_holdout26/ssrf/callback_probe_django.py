import urllib.request
from urllib.parse import unquote

from django.http import JsonResponse


def probe_callback(request):
    hosts = request.GET.getlist("callback")
    encoded = hosts[0] if hosts else ""
    host = unquote(encoded).split("/")[0]
    target = "http://" + host + "/health"
    with urllib.request.urlopen(target, timeout=5) as resp:
        status = resp.status
    return JsonResponse({"callback": host, "status": status})
