import time
from typing import Dict, Optional

import httpx
from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()

DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=3.0)
USER_AGENT = "example-webhooks/2.1"


class WebhookTest(BaseModel):
    target_url: str
    event: str = "ping"
    headers: Dict[str, str] = Field(default_factory=dict)


class DeliveryResult(BaseModel):
    status_code: Optional[int] = None
    elapsed_ms: int
    response_excerpt: str = ""
    error: Optional[str] = None


class WebhookDispatcher:
    def __init__(self, timeout: httpx.Timeout = DEFAULT_TIMEOUT):
        self.timeout = timeout

    def build_payload(self, event: str) -> dict:
        return {"event": event, "sent_at": int(time.time()), "data": {"test": True}}

    async def deliver(self, url: str, event: str, extra_headers: Dict[str, str]) -> DeliveryResult:
        headers = {"User-Agent": USER_AGENT, "Content-Type": "application/json", **extra_headers}
        started = time.monotonic()
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=True) as client:
            try:
                response = await client.post(url, json=self.build_payload(event), headers=headers)
            except httpx.HTTPError as exc:
                elapsed = int((time.monotonic() - started) * 1000)
                return DeliveryResult(elapsed_ms=elapsed, error=str(exc))
        return DeliveryResult(
            status_code=response.status_code,
            elapsed_ms=int((time.monotonic() - started) * 1000),
            response_excerpt=response.text[:500],
        )


dispatcher = WebhookDispatcher()


@app.post("/webhooks/test", response_model=DeliveryResult)
async def test_webhook(body: WebhookTest):
    return await dispatcher.deliver(body.target_url, body.event, body.headers)
