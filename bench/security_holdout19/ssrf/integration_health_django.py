import json

import httpx
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def check_integration(request):
    data = json.loads(request.body or b"{}")
    host = data.get("host", "")
    port = int(data.get("port", 443))
    probe = f"https://{host}:{port}/healthz"
    r = httpx.get(probe, timeout=3.0)
    return JsonResponse({"reachable": r.status_code < 500, "body": r.text[:200]})
