import json
import urllib.request

from django.http import JsonResponse


def node_health(request):
    node = request.GET.get("node", "localhost")
    port = request.GET.get("port", "9100")
    endpoint = {"scheme": "http", "host": node, "port": port, "path": "/health"}
    url = "{scheme}://{host}:{port}{path}".format(**endpoint)
    with urllib.request.urlopen(url, timeout=3) as resp:
        payload = json.loads(resp.read().decode())
    return JsonResponse({"node": node, "healthy": payload.get("status") == "ok"})
