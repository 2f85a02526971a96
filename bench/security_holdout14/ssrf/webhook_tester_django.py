import json
import logging
import time
from urllib.parse import urlparse

import httpx
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

logger = logging.getLogger(__name__)
DEFAULT_TIMEOUT = httpx.Timeout(5.0, connect=2.0)
SAMPLE_EVENT = {"type": "invoice.paid", "data": {"id": "inv_123", "amount": 4200}}


class WebhookProbe:
    def __init__(self, endpoint, secret_header=None):
        self.endpoint = endpoint
        self.secret_header = secret_header

    def is_http(self):
        return urlparse(self.endpoint).scheme in ("http", "https")

    def headers(self):
        headers = {"Content-Type": "application/json", "User-Agent": "acme-webhooks/2"}
        if self.secret_header:
            headers["X-Acme-Signature"] = self.secret_header
        return headers

    def send(self, event):
        started = time.monotonic()
        with httpx.Client(timeout=DEFAULT_TIMEOUT, follow_redirects=True) as client:
            response = client.post(self.endpoint, content=json.dumps(event), headers=self.headers())
        elapsed = round((time.monotonic() - started) * 1000)
        return response.status_code, response.text[:2000], elapsed


@login_required
@require_POST
def test_webhook(request):
    try:
        body = json.loads(request.body)
    except ValueError:
        return JsonResponse({"error": "invalid json"}, status=400)
    probe = WebhookProbe(body.get("endpoint", ""), body.get("signature"))
    if not probe.is_http():
        return JsonResponse({"error": "endpoint must be http(s)"}, status=400)
    try:
        status, excerpt, elapsed = probe.send(body.get("event") or SAMPLE_EVENT)
    except httpx.HTTPError as exc:
        logger.info("webhook test failed: %s", exc)
        return JsonResponse({"delivered": False, "error": str(exc)}, status=502)
    return JsonResponse({"delivered": True, "status": status, "body": excerpt, "ms": elapsed})


@login_required
def sample_event(request):
    return JsonResponse(SAMPLE_EVENT)
