import hashlib
import hmac
import json
import logging
import os
import time
from typing import Dict, List

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
log = logging.getLogger("webhooks")

SIGNING_SECRET = os.environ.get("WEBHOOK_SIGNING_SECRET", "").encode()


class Subscription(BaseModel):
    url: str
    events: List[str]


SUBSCRIPTIONS: Dict[int, Subscription] = {}


def sign(body: bytes, ts: str) -> str:
    return hmac.new(SIGNING_SECRET, ts.encode() + b"." + body, hashlib.sha256).hexdigest()


async def deliver(url: str, event: str, data: dict) -> int:
    body = json.dumps({"event": event, "data": data}).encode()
    ts = str(int(time.time()))
    headers = {"Content-Type": "application/json", "X-Timestamp": ts, "X-Signature": sign(body, ts)}
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.post(url, content=body, headers=headers)
    return resp.status_code


@app.post("/subscriptions")
def subscribe(sub: Subscription):
    sub_id = len(SUBSCRIPTIONS) + 1
    SUBSCRIPTIONS[sub_id] = sub
    log.info("subscription %d -> %s", sub_id, sub.url)
    return {"id": sub_id}


@app.post("/subscriptions/{sub_id}/test")
async def test_subscription(sub_id: int):
    sub = SUBSCRIPTIONS.get(sub_id)
    if sub is None:
        raise HTTPException(status_code=404)
    try:
        status = await deliver(sub.url, "ping", {"sent_at": time.time()})
    except httpx.HTTPError as exc:
        return {"delivered": False, "error": str(exc)}
    return {"delivered": 200 <= status < 300, "status": status}
