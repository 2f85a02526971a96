import secrets
from typing import Dict

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

app = FastAPI()
DEVICE_SESSIONS: Dict[str, str] = {}
PAIRING_CODES = {"483920": "kitchen-display"}


class PairRequest(BaseModel):
    code: str


@app.post("/devices/pair")
def device_login(body: PairRequest, response: Response):
    device = PAIRING_CODES.pop(body.code, None)
    if device is None:
        raise HTTPException(status_code=403, detail="unknown pairing code")
    sid = secrets.token_urlsafe(32)
    DEVICE_SESSIONS[sid] = device
    response.set_cookie(
        key="device_sid",
        value=sid,
        max_age=90 * 86400,
        secure=True,
        httponly=True,
        samesite="strict",
    )
    return {"device": device}
