import secrets
import time

import falcon

PENDING = {}


class LoginCodeResource:
    def on_post(self, req, resp):
        phone = req.get_media().get("phone", "")
        digits = [str(secrets.randbelow(10)) for _ in range(6)]
        code = "".join(digits)
        PENDING[phone] = {"code": code, "expires": time.time() + 300, "attempts": 0}
        resp.media = {"sent": True}


app = falcon.App()
app.add_route("/auth/sms-code", LoginCodeResource())
