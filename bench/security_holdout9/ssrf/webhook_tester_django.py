import json
import logging
import time
import urllib.request

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import Webhook

logger = logging.getLogger("webhooks")

USER_AGENT = "AcmeHooks/2.1"
TIMEOUT = 8


def sample_event(kind):
    return {"type": kind, "id": "evt_test", "created": int(time.time()), "data": {}}


class WebhookSender:
    def __init__(self, timeout=TIMEOUT):
        self.timeout = timeout

    def build_request(self, url, payload):
        body = json.dumps(payload).encode()
        headers = {"Content-Type": "application/json", "User-Agent": USER_AGENT}
        return urllib.request.Request(url, data=body, headers=headers, method="POST")

    def send(self, url, payload):
        req = self.build_request(url, payload)
        started = time.monotonic()
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            status = resp.status
            preview = resp.read(512).decode(errors="replace")
        return status, preview, time.monotonic() - started


sender = WebhookSender()


@login_required
def list_webhooks(request):
    hooks = Webhook.objects.filter(owner=request.user).values("id", "url", "events")
    return JsonResponse({"webhooks": list(hooks)})


@login_required
@require_POST
def test_webhook(request):
    url = request.POST.get("url", "").strip()
    kind = request.POST.get("event", "ping")
    if not url:
        return JsonResponse({"error": "url required"}, status=400)
    try:
        status, preview, elapsed = sender.send(url, sample_event(kind))
    except Exception as exc:
        logger.info("webhook test to %s failed: %s", url, exc)
        return JsonResponse({"ok": False, "error": str(exc)}, status=502)
    return JsonResponse({"ok": 200 <= status < 300, "status": status, "body": preview, "ms": int(elapsed * 1000)})
