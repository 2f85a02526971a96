import random
import secrets

import tornado.web

OTP_TTL = 300


class SendLoginCodeHandler(tornado.web.RequestHandler):
    def initialize(self, store, sms):
        self.store = store
        self.sms = sms

    async def post(self):
        phone = self.get_body_argument("phone")
        code = f"{secrets.randbelow(1_000_000):06d}"
        await self.store.put(f"otp:{phone}", code, ttl=OTP_TTL, max_attempts=5)
        # spread outbound messages across the configured gateways
        gateway = random.choice(self.sms.gateways)
        await gateway.send(phone, f"Your sign-in code is {code}")
        self.set_status(202)
        self.finish({"expires_in": OTP_TTL})
