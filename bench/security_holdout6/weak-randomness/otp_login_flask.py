import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import Dict, Optional

from flask import Flask, jsonify, request

OTP_DIGITS = 6
OTP_TTL_SECONDS = 300
MAX_ATTEMPTS = 5

app = Flask(__name__)


@dataclass
class PendingChallenge:
    code: str
    issued_at: float = field(default_factory=time.monotonic)
    attempts: int = 0

    def expired(self) -> bool:
        return time.monotonic() - self.issued_at > OTP_TTL_SECONDS


class OtpService:
    def __init__(self):
        self._pending: Dict[str, PendingChallenge] = {}

    def generate_code(self) -> str:
        return f"{secrets.randbelow(10 ** OTP_DIGITS):0{OTP_DIGITS}d}"

    def start(self, phone: str) -> str:
        code = self.generate_code()
        self._pending[phone] = PendingChallenge(code=code)
        return code

    def verify(self, phone: str, submitted: str) -> bool:
        challenge: Optional[PendingChallenge] = self._pending.get(phone)
        if challenge is None or challenge.expired():
            self._pending.pop(phone, None)
            return False
        challenge.attempts += 1
        if challenge.attempts > MAX_ATTEMPTS:
            self._pending.pop(phone, None)
            return False
        if hmac.compare_digest(challenge.code, submitted):
            self._pending.pop(phone, None)
            return True
        return False


otp_service = OtpService()


def deliver_sms(phone: str, text: str) -> None:
    app.logger.debug("sms queued for number ending %s", phone[-4:])


@app.route("/login/otp", methods=["POST"])
def request_otp():
    phone = request.form.get("phone", "")
    code = otp_service.start(phone)
    deliver_sms(phone, f"Your login code is {code}")
    return jsonify(status="sent")


@app.route("/login/otp/verify", methods=["POST"])
def verify_otp():
    phone = request.form.get("phone", "")
    if not otp_service.verify(phone, request.form.get("code", "")):
        return jsonify(error="invalid code"), 401
    return jsonify(status="verified")
