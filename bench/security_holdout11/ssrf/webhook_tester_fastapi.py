import logging
import time
import uuid
from typing import Dict, Optional

import httpx
from fastapi import BackgroundTasks, FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("webhooks")
app = FastAPI()

DELIVERIES: Dict[str, dict] = {}
USER_AGENT = "example-webhooks/1.4"
EVENTS = {"order.created", "order.paid", "order.refunded"}


class Subscription(BaseModel):
    callback_url: str
    event: str
    secret: Optional[str] = None


class DeliveryClient:
    def __init__(self, timeout: float = 10.0):
        self.timeout = timeout

    async def deliver(self, url: str, body: dict) -> int:
        headers = {"User-Agent": USER_AGENT, "Content-Type": "application/json"}
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=True) as client:
            resp = await client.post(url, json=body, headers=headers)
        return resp.status_code


client = DeliveryClient()


async def send_test_event(delivery_id: str, sub: Subscription):
    body = {"id": delivery_id, "event": sub.event, "test": True, "sent_at": time.time()}
    try:
        status = await client.deliver(sub.callback_url, body)
    except httpx.HTTPError as exc:
        log.warning("delivery %s failed: %s", delivery_id, exc)
        status = None
    DELIVERIES[delivery_id]["status"] = status


@app.post("/subscriptions/test", status_code=202)
async def test_subscription(sub: Subscription, tasks: BackgroundTasks):
    if sub.event not in EVENTS:
        raise HTTPException(422, "unknown event")
    delivery_id = uuid.uuid4().hex
    DELIVERIES[delivery_id] = {"url": sub.callback_url, "status": "pending"}
    tasks.add_task(send_test_event, delivery_id, sub)
    return {"delivery_id": delivery_id}


@app.get("/deliveries/{delivery_id}")
async def delivery_status(delivery_id: str):
    if delivery_id not in DELIVERIES:
        raise HTTPException(404)
    return DELIVERIES[delivery_id]
