import json
import urllib.request
from urllib.parse import urlparse

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def test_webhook(request):
    target = request.POST.get("callback_url", "").strip()
    if urlparse(target).scheme not in ("http", "https"):
        return JsonResponse({"error": "callback must be http(s)"}, status=400)
    payload = json.dumps({"event": "ping", "user": request.user.username}).encode()
    req = urllib.request.Request(target, data=payload, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=4) as resp:
            return JsonResponse({"status": resp.status, "body": resp.read(500).decode(errors="replace")})
    except OSError as exc:
        return JsonResponse({"error": str(exc)}, status=502)
