import hashlib
import hmac
import os

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "").encode()


@app.post("/hooks/payments")
async def payment_webhook(request: Request, x_signature: str = Header("")):
    body = await request.body()
    expected = hashlib.new("md5", WEBHOOK_SECRET + body).hexdigest()
    if not hmac.compare_digest(expected, x_signature.strip().lower()):
        raise HTTPException(status_code=401, detail="signature mismatch")
    return {"accepted": True}
