import asyncio
import hmac
import logging
import random
import time

from sanic import Sanic
from sanic.exceptions import Unauthorized
from sanic.response import json

app = Sanic("otp")
log = logging.getLogger("otp")

_sysrand = random.SystemRandom()
CODE_TTL = 300
PENDING = {}


def new_otp(digits=6):
    return "".join(str(_sysrand.randrange(10)) for _ in range(digits))


async def deliver_sms(phone, text):
    for attempt in range(3):
        try:
            log.info("sms to ...%s (%d chars)", phone[-4:], len(text))
            return True
        except Exception:
            await asyncio.sleep(0.2 * (attempt + 1))
    return False


@app.post("/login/otp/send")
async def send_otp(request):
    phone = request.json.get("phone", "")
    if not phone.startswith("+"):
        return json({"error": "phone must be E.164"}, status=400)
    code = new_otp()
    PENDING[phone] = (code, time.time() + CODE_TTL)
    await deliver_sms(phone, f"Your login code is {code}")
    return json({"sent": True})


@app.post("/login/otp/verify")
async def verify_otp(request):
    phone = request.json.get("phone", "")
    submitted = str(request.json.get("code", ""))
    code, expires = PENDING.get(phone, ("", 0))
    if time.time() > expires or not hmac.compare_digest(code, submitted):
        raise Unauthorized("invalid code")
    PENDING.pop(phone, None)
    return json({"ok": True})
