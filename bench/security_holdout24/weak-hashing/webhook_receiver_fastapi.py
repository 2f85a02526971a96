import hashlib
import hmac
import json
from dataclasses import dataclass
from functools import lru_cache

from fastapi import Depends, FastAPI, Header, HTTPException, Request

from .jobs import enqueue_event

app = FastAPI()


@dataclass(frozen=True)
class Settings:
    webhook_secret: str = "change-me"


@lru_cache
def get_settings() -> Settings:
    return Settings()


async def signed_body(request: Request, x_signature: str = Header(...),
                      settings: Settings = Depends(get_settings)) -> bytes:
    body = await request.body()
    expected = hashlib.sha1(settings.webhook_secret.encode() + body).hexdigest()
    if not hmac.compare_digest(expected, x_signature):
        raise HTTPException(status_code=401, detail="signature mismatch")
    return body


@app.post("/hooks/orders")
async def order_hook(body: bytes = Depends(signed_body)):
    event = json.loads(body)
    await enqueue_event(event["type"], event["data"])
    return {"received": True}
