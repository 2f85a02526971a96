import hashlib
import os

from fastapi import FastAPI, Header, HTTPException, Request

app = FastAPI()
WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "")


def sign(payload: bytes) -> str:
    material = WEBHOOK_SECRET.encode() + payload
    return hashlib.md5(material).hexdigest()


@app.post("/hooks/payments")
async def payments_hook(request: Request, x_signature: str = Header("")):
    body = await request.body()
    expected = sign(body)
    if expected != x_signature:
        raise HTTPException(status_code=401, detail="bad signature")
    return {"received": len(body)}
