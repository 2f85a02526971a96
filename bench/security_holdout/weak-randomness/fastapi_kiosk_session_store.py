import secrets

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

from app.auth import verify_pin

app = FastAPI()
KIOSK_SESSIONS: dict[str, str] = {}


class PinLogin(BaseModel):
    badge: str
    pin: str


@app.post("/kiosk/login")
async def kiosk_login(body: PinLogin, response: Response):
    if not verify_pin(body.badge, body.pin):
        raise HTTPException(status_code=401)
    sid = secrets.token_hex(16)
    KIOSK_SESSIONS[sid] = body.badge
    response.set_cookie("kiosk_sid", sid, httponly=True, secure=True)
    return {"ok": True}
