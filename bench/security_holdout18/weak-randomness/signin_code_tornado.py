import hmac
import os
import random
import string
import time

import tornado.ioloop
import tornado.web

_sysrand = random.SystemRandom()
CODE_TTL = 300
MAX_ATTEMPTS = 5


class CodeStore:
    def __init__(self):
        self._codes: dict[str, tuple[str, float, int]] = {}

    def issue(self, email: str) -> str:
        code = "".join(_sysrand.choice(string.digits) for _ in range(6))
        self._codes[email] = (code, time.monotonic() + CODE_TTL, 0)
        return code

    def check(self, email: str, attempt: str) -> bool:
        code, expires, tries = self._codes.get(email, ("", 0.0, MAX_ATTEMPTS))
        if tries >= MAX_ATTEMPTS or time.monotonic() > expires:
            self._codes.pop(email, None)
            return False
        if hmac.compare_digest(attempt.encode(), code.encode()):
            self._codes.pop(email, None)
            return True
        self._codes[email] = (code, expires, tries + 1)
        return False


class RequestCodeHandler(tornado.web.RequestHandler):
    async def post(self):
        email = self.get_body_argument("email").strip().lower()
        code = self.settings["codes"].issue(email)
        await self.settings["mailer"].send(email, f"Your sign-in code is {code}")
        self.set_status(202)


class VerifyCodeHandler(tornado.web.RequestHandler):
    def post(self):
        email = self.get_body_argument("email").strip().lower()
        if not self.settings["codes"].check(email, self.get_body_argument("code")):
            raise tornado.web.HTTPError(401)
        self.set_signed_cookie("user", email, httponly=True, secure=True, samesite="Strict")
        self.write({"ok": True})


def make_app(mailer):
    return tornado.web.Application(
        [(r"/auth/code", RequestCodeHandler), (r"/auth/verify", VerifyCodeHandler)],
        codes=CodeStore(),
        mailer=mailer,
        cookie_secret=os.environ["COOKIE_SECRET"],
    )


if __name__ == "__main__":
    make_app(mailer=None).listen(8000)
    tornado.ioloop.IOLoop.current().start()
