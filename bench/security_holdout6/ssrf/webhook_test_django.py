import json
import time
from dataclasses import asdict, dataclass
from typing import Optional

import httpx
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

DELIVERY_TIMEOUT = 10.0
USER_AGENT = "Acme-Webhooks/2.1"


@dataclass
class DeliveryResult:
    url: str
    status_code: Optional[int]
    elapsed_ms: int
    response_excerpt: str
    error: Optional[str] = None


class WebhookDispatcher:
    def __init__(self, timeout: float = DELIVERY_TIMEOUT):
        self.client = httpx.Client(
            timeout=timeout,
            headers={"User-Agent": USER_AGENT},
            follow_redirects=True,
        )

    def deliver(self, url: str, event: dict) -> DeliveryResult:
        started = time.monotonic()
        try:
            response = self.client.post(
                url,
                content=json.dumps(event),
                headers={"Content-Type": "application/json"},
            )
        except httpx.HTTPError as exc:
            return DeliveryResult(url, None, int((time.monotonic() - started) * 1000), "", str(exc))
        return DeliveryResult(
            url=url,
            status_code=response.status_code,
            elapsed_ms=int((time.monotonic() - started) * 1000),
            response_excerpt=response.text[:500],
        )


def sample_event(user) -> dict:
    return {"type": "webhook.test", "account": user.pk, "sent_at": int(time.time())}


@login_required
@require_POST
def test_webhook(request):
    target = request.POST.get("endpoint_url", "").strip()
    if not target.startswith(("http://", "https://")):
        return JsonResponse({"error": "endpoint must be an http(s) URL"}, status=400)
    result = WebhookDispatcher().deliver(target, sample_event(request.user))
    return JsonResponse(asdict(result))
