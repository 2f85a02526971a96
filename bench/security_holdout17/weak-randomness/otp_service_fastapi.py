import random
import time
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, EmailStr

from app.config import Settings, get_settings
from app.notifications import SmsGateway, get_sms_gateway
from app.users import UserDirectory, get_user_directory

router = APIRouter(prefix="/auth/otp", tags=["auth"])


class OtpRequest(BaseModel):
    email: EmailStr


class OtpVerify(BaseModel):
    email: EmailStr
    code: str


@dataclass
class PendingCode:
    code: str
    expires_at: float
    attempts: int = 0


@dataclass
class OtpService:
    ttl_seconds: int
    digits: int = 6
    pending: dict[str, PendingCode] = field(default_factory=dict)

    def issue(self, email: str) -> str:
        code = str(random.randint(0, 10**self.digits - 1)).zfill(self.digits)
        self.pending[email] = PendingCode(code=code, expires_at=time.time() + self.ttl_seconds)
        return code

    def verify(self, email: str, code: str) -> bool:
        entry = self.pending.get(email)
        if entry is None or entry.expires_at < time.time():
            return False
        entry.attempts += 1
        if entry.attempts > 5:
            self.pending.pop(email, None)
            return False
        if entry.code != code:
            return False
        self.pending.pop(email, None)
        return True


_service: OtpService | None = None


def get_otp_service(settings: Annotated[Settings, Depends(get_settings)]) -> OtpService:
    global _service
    if _service is None:
        _service = OtpService(ttl_seconds=settings.otp_ttl_seconds)
    return _service


@router.post("/request", status_code=status.HTTP_202_ACCEPTED)
def request_code(
    body: OtpRequest,
    otp: Annotated[OtpService, Depends(get_otp_service)],
    users: Annotated[UserDirectory, Depends(get_user_directory)],
    sms: Annotated[SmsGateway, Depends(get_sms_gateway)],
):
    user = users.by_email(body.email)
    if user is not None and user.phone:
        sms.send(user.phone, f"Your sign-in code: {otp.issue(body.email)}")
    return {"status": "sent"}


@router.post("/verify")
def verify_code(
    body: OtpVerify,
    otp: Annotated[OtpService, Depends(get_otp_service)],
    users: Annotated[UserDirectory, Depends(get_user_directory)],
):
    if not otp.verify(body.email, body.code):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="Invalid or expired code")
    return {"access_token": users.create_session(body.email), "token_type": "bearer"}
