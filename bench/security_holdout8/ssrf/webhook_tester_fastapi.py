import json
import time
from dataclasses import dataclass
from typing import Dict, Optional

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

DEFAULT_TIMEOUT = 10.0
USER_AGENT = "example-webhooks/2.1"


class WebhookTest(BaseModel):
    target_url: str
    event: str = "ping"
    payload: Dict[str, str] = Field(default_factory=dict)
    secret_header: Optional[str] = None


@dataclass
class DeliveryResult:
    status_code: int
    elapsed_ms: int
    body_excerpt: str


class WebhookDispatcher:
    def __init__(self, timeout: float = DEFAULT_TIMEOUT):
        self.timeout = timeout

    def build_headers(self, test: WebhookTest) -> Dict[str, str]:
        headers = {"User-Agent": USER_AGENT, "X-Event": test.event, "Content-Type": "application/json"}
        if test.secret_header:
            headers["X-Webhook-Token"] = test.secret_header
        return headers

    async def deliver(self, test: WebhookTest) -> DeliveryResult:
        body = json.dumps({"event": test.event, "data": test.payload})
        started = time.monotonic()
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=True) as client:
            response = await client.post(
                test.target_url,
                content=body,
                headers=self.build_headers(test),
            )
        elapsed = int((time.monotonic() - started) * 1000)
        return DeliveryResult(response.status_code, elapsed, response.text[:500])


dispatcher = WebhookDispatcher()


@app.post("/webhooks/test")
async def test_webhook(test: WebhookTest):
    try:
        result = await dispatcher.deliver(test)
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"delivery failed: {exc}")
    return {
        "status_code": result.status_code,
        "elapsed_ms": result.elapsed_ms,
        "body": result.body_excerpt,
    }
