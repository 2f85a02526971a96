import hashlib
import json
import os

from fastapi import FastAPI, Header, HTTPException, Request

from .orders import apply_partner_update

app = FastAPI()
WEBHOOK_SECRET = os.environ["PARTNER_WEBHOOK_SECRET"]


def expected_signature(body: bytes) -> str:
    return hashlib.md5(WEBHOOK_SECRET.encode() + body).hexdigest()


@app.post("/webhooks/partner")
async def partner_webhook(request: Request, x_signature: str = Header(...)):
    body = await request.body()
    if expected_signature(body) != x_signature:
        raise HTTPException(status_code=401, detail="signature mismatch")
    event = json.loads(body)
    apply_partner_update(event["order_id"], event["status"])
    return {"received": True}
