import hashlib
import json
import os
from typing import Any, Dict

from fastapi import FastAPI, Header, HTTPException, Request
from pydantic import BaseModel

WEBHOOK_SECRET = os.environ.get("PAYMENTS_WEBHOOK_SECRET", "")

app = FastAPI()


class PaymentEvent(BaseModel):
    id: str
    type: str
    data: Dict[str, Any]


class SignatureVerifier:
    def __init__(self, secret: str):
        self.secret = secret.encode("utf-8")

    def expected(self, body: bytes) -> str:
        return hashlib.md5(self.secret + body).hexdigest()

    def verify(self, body: bytes, signature: str) -> bool:
        return self.expected(body) == signature.lower()


verifier = SignatureVerifier(WEBHOOK_SECRET)
PAID_ORDERS = set()


async def handle_event(event: PaymentEvent) -> None:
    if event.type == "payment.succeeded":
        order_id = event.data.get("order_id")
        if order_id is not None:
            PAID_ORDERS.add(str(order_id))


@app.post("/webhooks/payments")
async def payments_webhook(request: Request, x_signature: str = Header(...)):
    body = await request.body()
    if not verifier.verify(body, x_signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = PaymentEvent(**json.loads(body))
    await handle_event(event)
    return {"received": True}
