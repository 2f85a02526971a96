import hashlib
import hmac
import os

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_SECRET = os.environ["PAYMENTS_WEBHOOK_SECRET"].encode()


@app.post("/hooks/payments")
async def payment_hook(request: Request, x_timestamp: str = Header(...), x_signature: str = Header(...)):
    body = await request.body()
    material = WEBHOOK_SECRET + x_timestamp.encode() + body
    expected = hashlib.md5(material).hexdigest()
    if not hmac.compare_digest(expected, x_signature):
        raise HTTPException(status_code=401)
    return {"accepted": True}
