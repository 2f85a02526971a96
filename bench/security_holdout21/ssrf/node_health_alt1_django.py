import urllib.request

from django.http import JsonResponse


def node_health(request):
    host = request.headers.get("X-Node-Host", "localhost").strip()
    port = 8080
    url = "http://%s:%d/healthz" % (host, port)
    try:
        with urllib.request.urlopen(url, timeout=3) as resp:
            status = resp.status
    except OSError:
        status = 0
    return JsonResponse({"host": host, "status": status})
