from datetime import datetime
from typing import Dict, List

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI(title="webhooks")
SUBSCRIPTIONS: Dict[int, dict] = {}
DELIVERIES: List[dict] = []


class Subscription(BaseModel):
    url: str
    events: List[str] = ["order.created"]


@app.post("/subscriptions")
def subscribe(sub: Subscription):
    sub_id = len(SUBSCRIPTIONS) + 1
    SUBSCRIPTIONS[sub_id] = {"url": sub.url, "events": sub.events}
    return {"id": sub_id}


@app.get("/subscriptions")
def list_subscriptions():
    return SUBSCRIPTIONS


@app.post("/subscriptions/{sub_id}/test")
async def test_delivery(sub_id: int):
    sub = SUBSCRIPTIONS.get(sub_id)
    if sub is None:
        raise HTTPException(status_code=404)
    event = {"type": "ping", "sent": datetime.utcnow().isoformat()}
    async with httpx.AsyncClient(timeout=5.0) as client:
        resp = await client.post(sub["url"], json=event)
    record = {"sub": sub_id, "status": resp.status_code, "body": resp.text[:1000]}
    DELIVERIES.append(record)
    return record


@app.get("/deliveries")
def deliveries(limit: int = 20):
    return DELIVERIES[-limit:]
