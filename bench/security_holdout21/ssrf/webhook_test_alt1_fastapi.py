from dataclasses import dataclass

import httpx
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class WebhookBody(BaseModel):
    callback: str
    event: str = "ping"


@dataclass
class Delivery:
    url: str
    event: str


@app.post("/webhooks/test")
async def test_webhook(body: WebhookBody):
    delivery = Delivery(url=body.callback.strip(), event=body.event)
    async with httpx.AsyncClient(timeout=5.0) as client:
        resp = await client.post(delivery.url, json={"event": delivery.event})
    return {"delivered": resp.status_code < 400}
