import json
import urllib.request

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@login_required
@require_POST
def test_webhook(request):
    callback = request.POST["callback_url"]
    payload = json.dumps({"event": "ping", "user": request.user.pk}).encode()
    req = urllib.request.Request(callback, data=payload, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        status = resp.status
        body = resp.read(2048).decode(errors="replace")
    return JsonResponse({"delivered": status < 400, "status": status, "body": body})
