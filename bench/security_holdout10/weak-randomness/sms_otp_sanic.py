import asyncio
import hmac
import logging
import random
import secrets
import time

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

log = logging.getLogger("otp")
app = Sanic("otp_service")

OTP_TTL = 300
MAX_ATTEMPTS = 5


class SmsGateway:
    def __init__(self, retries=3):
        self.retries = retries

    async def send(self, phone, text):
        for attempt in range(self.retries):
            try:
                await self._deliver(phone, text)
                return True
            except ConnectionError:
                # back off with a little jitter so retries don't line up
                await asyncio.sleep(2 ** attempt + random.uniform(0, 0.5))
        return False

    async def _deliver(self, phone, text):
        log.info("sms to %s: %d chars", phone[-4:], len(text))


class OtpStore:
    def __init__(self):
        self._codes = {}

    def issue(self, phone):
        code = f"{secrets.randbelow(1_000_000):06d}"
        self._codes[phone] = {"code": code, "exp": time.time() + OTP_TTL, "tries": 0}
        return code

    def verify(self, phone, candidate):
        entry = self._codes.get(phone)
        if not entry or entry["exp"] < time.time() or entry["tries"] >= MAX_ATTEMPTS:
            return False
        entry["tries"] += 1
        if hmac.compare_digest(entry["code"], candidate):
            del self._codes[phone]
            return True
        return False


store = OtpStore()
gateway = SmsGateway()


@app.post("/otp/send")
async def send_otp(request):
    phone = (request.json or {}).get("phone")
    if not phone:
        raise BadRequest("phone required")
    code = store.issue(phone)
    delivered = await gateway.send(phone, f"Your verification code is {code}")
    return json({"sent": delivered})


@app.post("/otp/verify")
async def verify_otp(request):
    body = request.json or {}
    ok = store.verify(body.get("phone", ""), str(body.get("code", "")))
    return json({"verified": ok}, status=200 if ok else 401)
