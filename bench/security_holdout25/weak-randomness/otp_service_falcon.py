import hmac
import random
import string
import time

import falcon

CODE_TTL = 300
DIGITS = string.digits


class OtpIssuer:
    def __init__(self, length=6):
        self.length = length
        self._rng = random.SystemRandom()
        self._pending = {}

    def _code(self):
        return "".join(self._rng.choice(DIGITS) for _ in range(self.length))

    def issue(self, phone):
        code = self._code()
        self._pending[phone] = (code, time.monotonic() + CODE_TTL, 0)
        return code

    def verify(self, phone, submitted):
        entry = self._pending.get(phone)
        if entry is None:
            return False
        code, expires, attempts = entry
        if time.monotonic() > expires or attempts >= 5:
            self._pending.pop(phone, None)
            return False
        if hmac.compare_digest(code, submitted):
            self._pending.pop(phone, None)
            return True
        self._pending[phone] = (code, expires, attempts + 1)
        return False


class OtpRequestResource:
    def __init__(self, issuer, send_sms):
        self.issuer = issuer
        self.send_sms = send_sms

    def on_post(self, req, resp):
        phone = req.get_media().get("phone", "")
        if not phone.startswith("+") or not phone[1:].isdigit():
            raise falcon.HTTPBadRequest(description="phone must be E.164")
        self.send_sms(phone, f"Your login code is {self.issuer.issue(phone)}")
        resp.status = falcon.HTTP_202


class OtpVerifyResource:
    def __init__(self, issuer):
        self.issuer = issuer

    def on_post(self, req, resp):
        body = req.get_media()
        verified = self.issuer.verify(body.get("phone", ""), str(body.get("code", "")))
        resp.media = {"verified": verified}
        if not verified:
            resp.status = falcon.HTTP_401


def create_app(send_sms):
    issuer = OtpIssuer()
    app = falcon.App()
    app.add_route("/otp", OtpRequestResource(issuer, send_sms))
    app.add_route("/otp/verify", OtpVerifyResource(issuer))
    return app
