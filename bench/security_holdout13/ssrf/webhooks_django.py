import hashlib
import hmac
import json
import time

import httpx
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import Webhook

CLIENT = httpx.Client(timeout=httpx.Timeout(5.0), follow_redirects=False)


class WebhookDispatcher:
    def __init__(self, client, secret):
        self.client = client
        self.secret = secret

    def sign(self, body: bytes, ts: str) -> str:
        return hmac.new(self.secret, ts.encode() + b"." + body, hashlib.sha256).hexdigest()

    def deliver(self, url, event, payload):
        body = json.dumps({"event": event, "data": payload}).encode()
        ts = str(int(time.time()))
        headers = {"Content-Type": "application/json", "X-Signature": self.sign(body, ts), "X-Timestamp": ts}
        response = self.client.post(url, content=body, headers=headers)
        return response.status_code, response.text[:500]


dispatcher = WebhookDispatcher(CLIENT, settings.WEBHOOK_SECRET.encode())


@login_required
@require_POST
def register_webhook(request):
    data = json.loads(request.body or "{}")
    hook = Webhook.objects.create(owner=request.user, url=data.get("url", ""), events=data.get("events", ["order.created"]))
    return JsonResponse({"id": hook.pk}, status=201)


@login_required
@require_POST
def test_webhook(request):
    data = json.loads(request.body or "{}")
    url = data.get("url") or Webhook.objects.get(owner=request.user, pk=data.get("id")).url
    status, text = dispatcher.deliver(url, "ping", {"user": request.user.username})
    return JsonResponse({"status": status, "response": text})


@login_required
@require_GET
def list_webhooks(request):
    hooks = Webhook.objects.filter(owner=request.user).values("id", "url", "events")
    return JsonResponse({"webhooks": list(hooks)})
