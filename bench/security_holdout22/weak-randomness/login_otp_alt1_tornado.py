import hashlib
import json
import random
import time

import tornado.web

from .store import otp_store, users

OTP_TTL_SECONDS = 300
_rng = random.SystemRandom()


class OtpRequestHandler(tornado.web.RequestHandler):
    async def post(self):
        try:
            body = json.loads(self.request.body or b"{}")
        except json.JSONDecodeError:
            raise tornado.web.HTTPError(400, reason="invalid JSON")

        phone = str(body.get("phone", "")).strip()
        user = await users.find_by_phone(phone)
        if user is None:
            self.set_status(202)
            self.write({"sent": True})
            return

        code = f"{_rng.randint(0, 999999):06d}"
        digest = hashlib.sha256(f"{user.id}:{code}".encode()).hexdigest()
        await otp_store.put(user.id, digest, expires_at=time.time() + OTP_TTL_SECONDS)
        await self.application.sms.send(phone, f"Your sign-in code is {code}")

        self.set_status(202)
        self.write({"sent": True, "expires_in": OTP_TTL_SECONDS})


class OtpVerifyHandler(tornado.web.RequestHandler):
    async def post(self):
        body = json.loads(self.request.body or b"{}")
        user = await users.find_by_phone(str(body.get("phone", "")))
        code = str(body.get("code", ""))
        if user is None or not await otp_store.check(user.id, hashlib.sha256(f"{user.id}:{code}".encode()).hexdigest()):
            raise tornado.web.HTTPError(401)
        self.write({"token": await self.application.sessions.issue(user.id)})


def make_app(sms, sessions):
    app = tornado.web.Application([(r"/auth/otp", OtpRequestHandler), (r"/auth/otp/verify", OtpVerifyHandler)])
    app.sms = sms
    app.sessions = sessions
    return app
