import json
import urllib.request

from django.http import JsonResponse

STATUS_PATH = "/internal/status"


def node_status(request):
    node = request.GET.get("node", "localhost:9000")
    endpoint = "http://%s%s" % (node, STATUS_PATH)
    with urllib.request.urlopen(endpoint, timeout=3) as resp:
        payload = json.loads(resp.read().decode())
    return JsonResponse({"node": node, "status": payload.get("status", "unknown")})
