import logging
import random
import time

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
log = logging.getLogger("otp")
PENDING_CODES: dict = {}


class OtpRequest(BaseModel):
    phone: str


def send_sms(phone: str, text: str) -> None:
    log.info("queued sms to %s (%d chars)", phone, len(text))


@app.post("/auth/otp")
def send_login_code(req: OtpRequest):
    if not req.phone.startswith("+"):
        raise HTTPException(status_code=422, detail="phone must be in E.164 format")
    code = f"{random.randint(0, 999999):06d}"
    PENDING_CODES[req.phone] = (code, time.time() + 300)
    send_sms(req.phone, f"Your login code is {code}")
    return {"sent": True}
