import random
import time

import tornado.web

from sms import send_sms

CODES = {}
_rng = random.SystemRandom()


def one_time_code(length=6):
    return "".join(str(_rng.randrange(10)) for _ in range(length))


class OtpHandler(tornado.web.RequestHandler):
    def post(self):
        phone = self.get_body_argument("phone")
        code = one_time_code()
        CODES[phone] = {"code": code, "expires": time.time() + 300, "attempts": 0}
        send_sms(phone, "Your login code is %s" % code)
        self.write({"status": "sent"})


application = tornado.web.Application([(r"/login/otp", OtpHandler)])
