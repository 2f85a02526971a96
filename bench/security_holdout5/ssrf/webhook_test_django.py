import json
import urllib.request

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from integrations.models import Webhook


def deliver(url, event):
    req = urllib.request.Request(
        url,
        data=json.dumps(event).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=10) as resp:
        return resp.status, resp.read(2048).decode(errors="replace")


@login_required
@require_POST
def test_webhook(request):
    body = json.loads(request.body)
    url = body.get("target_url") or Webhook.objects.get(owner=request.user).url
    status, excerpt = deliver(url, {"type": "ping", "user": request.user.pk})
    return JsonResponse({"status": status, "response": excerpt})
