import json
import logging
import time

import httpx
from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.utils import timezone
from django.views import View

from .models import WebhookDelivery

logger = logging.getLogger(__name__)

SAMPLE_EVENT = {"type": "ping", "data": {"message": "hello from Example"}}


class WebhookTestForm(forms.Form):
    endpoint = forms.CharField(max_length=500)
    secret = forms.CharField(max_length=128, required=False)


class WebhookTestView(LoginRequiredMixin, View):
    http_method_names = ["post"]
    timeout = 5.0

    def post(self, request):
        form = WebhookTestForm(request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        endpoint = form.cleaned_data["endpoint"]
        body = json.dumps({**SAMPLE_EVENT, "sent_at": timezone.now().isoformat()})
        started = time.monotonic()
        try:
            reply = httpx.post(endpoint, content=body, headers={"Content-Type": "application/json"}, timeout=self.timeout)
            status, excerpt = reply.status_code, reply.text[:500]
        except httpx.HTTPError as exc:
            logger.info("test delivery to %s failed: %s", endpoint, exc)
            status, excerpt = None, str(exc)
        elapsed_ms = int((time.monotonic() - started) * 1000)
        WebhookDelivery.objects.create(
            owner=request.user,
            endpoint=endpoint,
            status_code=status,
            duration_ms=elapsed_ms,
        )
        return JsonResponse(
            {"status": status, "duration_ms": elapsed_ms, "response": excerpt},
            status=200 if status else 502,
        )
