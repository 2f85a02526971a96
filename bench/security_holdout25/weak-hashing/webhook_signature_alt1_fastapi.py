import hashlib
import os

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"]


def expected_signature(body: bytes) -> str:
    return hashlib.sha1(WEBHOOK_SECRET.encode() + body).hexdigest()


def verify(body: bytes, signature: str) -> bool:
    return signature == expected_signature(body)


@app.post("/hooks/payments")
async def payment_hook(request: Request, x_signature: str = Header(...)):
    body = await request.body()
    if not verify(body, x_signature):
        raise HTTPException(status_code=401)
    event = await request.json()
    return {"received": event.get("id")}
