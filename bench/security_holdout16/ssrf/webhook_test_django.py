import json
import re

import requests
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .models import Webhook

HOOK_HOST = re.compile(r"https://hooks\.slack\.com/services/")
EVENTS = {"deploy", "incident", "release"}


def _payload(event):
    return {"text": f"Test {event} notification", "event": event}


@require_POST
def register_webhook(request):
    data = json.loads(request.body or b"{}")
    url, event = str(data.get("url", "")), data.get("event")
    if not HOOK_HOST.search(url) or event not in EVENTS:
        return HttpResponseBadRequest("slack webhook url and known event required")
    hook = Webhook.objects.create(owner=request.user, url=url, event=event)
    return JsonResponse({"id": hook.pk}, status=201)


@require_POST
def test_webhook(request):
    data = json.loads(request.body or b"{}")
    url = str(data.get("url", ""))
    event = data.get("event", "deploy")
    if not HOOK_HOST.search(url) or event not in EVENTS:
        return HttpResponseBadRequest("slack webhook url and known event required")
    reply = requests.post(url, json=_payload(event), timeout=5)
    return JsonResponse({"status": reply.status_code, "body": reply.text[:200]})


@require_GET
def list_webhooks(request):
    hooks = Webhook.objects.filter(owner=request.user).values("id", "event", "created")
    return JsonResponse({"webhooks": list(hooks)})


@require_POST
def delete_webhook(request, hook_id):
    hook = get_object_or_404(Webhook, pk=hook_id, owner=request.user)
    hook.delete()
    return JsonResponse({"deleted": hook_id})
