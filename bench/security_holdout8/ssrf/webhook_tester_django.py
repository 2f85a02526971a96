import json
import time
from dataclasses import asdict, dataclass

import httpx
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

WEBHOOK_TIMEOUT = httpx.Timeout(5.0, connect=3.0)
SAMPLE_EVENT = {"type": "ping", "data": {"message": "hello from the webhook tester"}}


@dataclass
class DeliveryResult:
    status_code: int
    elapsed_ms: int
    body_preview: str


class WebhookDeliverer:
    def __init__(self, timeout=WEBHOOK_TIMEOUT):
        self.timeout = timeout

    def deliver(self, url, event, secret_header=None):
        headers = {"Content-Type": "application/json", "User-Agent": "hooks/2.1"}
        if secret_header:
            headers["X-Hook-Secret"] = secret_header
        started = time.monotonic()
        with httpx.Client(timeout=self.timeout, follow_redirects=True) as client:
            response = client.post(url, content=json.dumps(event), headers=headers)
        elapsed = int((time.monotonic() - started) * 1000)
        return DeliveryResult(response.status_code, elapsed, response.text[:500])


def _target_from_request(request):
    try:
        payload = json.loads(request.body or b"{}")
    except ValueError:
        return None, None
    return payload.get("url"), payload.get("secret")


@login_required
@require_POST
def test_webhook(request):
    url, secret = _target_from_request(request)
    if not url:
        return HttpResponseBadRequest("url is required")
    try:
        result = WebhookDeliverer().deliver(url, SAMPLE_EVENT, secret)
    except httpx.HTTPError as exc:
        return JsonResponse({"delivered": False, "error": str(exc)}, status=502)
    return JsonResponse({"delivered": True, **asdict(result)})
