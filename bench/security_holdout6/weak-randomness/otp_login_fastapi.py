import hmac
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

OTP_DIGITS = 6
OTP_TTL_SECONDS = 300
MAX_ATTEMPTS = 5
SMS_OUTBOX = []


class OtpRequest(BaseModel):
    phone: str


class OtpVerify(BaseModel):
    phone: str
    code: str


@dataclass
class PendingOtp:
    code: str
    expires_at: float
    attempts: int = 0


@dataclass
class OtpStore:
    pending: Dict[str, PendingOtp] = field(default_factory=dict)

    def issue(self, phone: str) -> str:
        code = f"{secrets.randbelow(10 ** OTP_DIGITS):0{OTP_DIGITS}d}"
        self.pending[phone] = PendingOtp(code=code, expires_at=time.time() + OTP_TTL_SECONDS)
        return code

    def verify(self, phone: str, code: str) -> bool:
        entry = self.pending.get(phone)
        if entry is None or entry.expires_at < time.time():
            return False
        entry.attempts += 1
        if entry.attempts > MAX_ATTEMPTS:
            self.pending.pop(phone, None)
            return False
        if hmac.compare_digest(entry.code, code):
            self.pending.pop(phone, None)
            return True
        return False


store = OtpStore()


class SmsGateway:
    def send(self, phone: str, text: str) -> None:
        SMS_OUTBOX.append((phone, text))


gateway = SmsGateway()


def send_sms(phone: str, text: str, retries: int = 3) -> None:
    for attempt in range(retries):
        try:
            gateway.send(phone, text)
            return
        except ConnectionError:
            time.sleep((2 ** attempt) + random.uniform(0, 0.5))


@app.post("/auth/otp")
def request_otp(body: OtpRequest):
    code = store.issue(body.phone)
    send_sms(body.phone, f"Your login code is {code}")
    return {"status": "sent", "expires_in": OTP_TTL_SECONDS}


@app.post("/auth/otp/verify")
def verify_otp(body: OtpVerify):
    if not store.verify(body.phone, body.code):
        raise HTTPException(status_code=401, detail="invalid code")
    return {"session": secrets.token_urlsafe(32)}
