import json
import logging
import random
import time

import tornado.web

from .sms import SmsGateway
from .store import OtpStore

log = logging.getLogger("auth.otp")

OTP_TTL_SECONDS = 300
MAX_ATTEMPTS = 5


class JsonHandler(tornado.web.RequestHandler):
    def prepare(self):
        try:
            self.body = json.loads(self.request.body or b"{}")
        except ValueError:
            raise tornado.web.HTTPError(400, reason="invalid JSON")


class SendOtpHandler(JsonHandler):
    def initialize(self, store: OtpStore, gateway: SmsGateway):
        self.store = store
        self.gateway = gateway

    async def post(self):
        phone = self.body.get("phone", "").strip()
        if not phone.startswith("+") or not phone[1:].isdigit():
            raise tornado.web.HTTPError(400, reason="phone must be in E.164 format")
        otp = f"{random.randint(0, 999999):06d}"
        await self.store.put(phone, otp, expires_at=time.time() + OTP_TTL_SECONDS)
        await self.gateway.send(phone, f"Your login code is {otp}")
        log.info("otp sent to %s", phone[-4:])
        self.write({"sent": True, "ttl": OTP_TTL_SECONDS})


class VerifyOtpHandler(JsonHandler):
    def initialize(self, store: OtpStore, gateway: SmsGateway):
        self.store = store

    async def post(self):
        phone = self.body.get("phone", "")
        code = str(self.body.get("code", ""))
        record = await self.store.get(phone)
        if record is None or record.expires_at < time.time() or record.attempts >= MAX_ATTEMPTS:
            raise tornado.web.HTTPError(401, reason="code expired")
        if record.code != code:
            await self.store.bump_attempts(phone)
            raise tornado.web.HTTPError(401, reason="wrong code")
        await self.store.delete(phone)
        self.write({"verified": True})


def make_app(store, gateway):
    deps = {"store": store, "gateway": gateway}
    return tornado.web.Application([
        (r"/otp/send", SendOtpHandler, deps),
        (r"/otp/verify", VerifyOtpHandler, deps),
    ])
