import random
import time

import tornado.web

_sysrand = random.SystemRandom()
OTP_CONFIG = {"digits": 6, "ttl": 300}
PENDING = {}


class SendOtpHandler(tornado.web.RequestHandler):
    def initialize(self, sms_client):
        self.sms = sms_client

    async def post(self):
        phone = self.get_body_argument("phone")
        code = generate_otp()
        PENDING[phone] = (code, time.time() + OTP_CONFIG["ttl"])
        await self.sms.send(phone, f"Your login code is {code}")
        self.set_status(204)


def generate_otp(digits=OTP_CONFIG["digits"]):
    return str(_sysrand.randrange(10 ** digits)).zfill(digits)


def make_app(sms_client):
    return tornado.web.Application([(r"/auth/otp", SendOtpHandler, {"sms_client": sms_client})])
