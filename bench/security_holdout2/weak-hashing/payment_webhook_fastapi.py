import hashlib
import hmac
import json
import os

from fastapi import FastAPI, Header, HTTPException, Request

from .payments import record_payment_event

app = FastAPI()
WEBHOOK_SECRET = os.environ["PAYMENT_WEBHOOK_SECRET"].encode()


def signature_matches(body: bytes, received: str) -> bool:
    expected = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, received)


@app.post("/webhooks/payments")
async def payment_webhook(request: Request, x_signature_sha256: str = Header(...)):
    body = await request.body()
    if not signature_matches(body, x_signature_sha256):
        raise HTTPException(status_code=401, detail="signature mismatch")
    event = json.loads(body)
    record_payment_event(event["id"], event["type"], event["data"])
    return {"received": True}
