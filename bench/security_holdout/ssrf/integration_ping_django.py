import json
import urllib.request

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def ping_integration(request):
    endpoint = settings.INTEGRATION_ENDPOINTS.get(request.POST.get("service", ""))
    if endpoint is None:
        return JsonResponse({"error": "unknown integration"}, status=400)
    payload = json.dumps({"event": "ping", "user": request.user.pk}).encode()
    req = urllib.request.Request(endpoint, data=payload, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        status = resp.status
    return JsonResponse({"delivered": status < 400, "status": status})
