import random
import time

import tornado.web

_rng = random.SystemRandom()


class LoginCodeHandler(tornado.web.RequestHandler):
    def initialize(self, store, mailer):
        self.store = store
        self.mailer = mailer

    async def post(self):
        email = self.get_body_argument("email").strip().lower()
        code = "".join(_rng.choice("0123456789") for _ in range(8))
        await self.store.put(f"login-code:{email}", {"code": code, "exp": time.time() + 600})
        await self.mailer.send(email, "Your sign-in code", f"Your code is {code}")
        self.set_status(202)
        self.finish({"sent": True})


def make_app(store, mailer):
    return tornado.web.Application([(r"/auth/code", LoginCodeHandler, {"store": store, "mailer": mailer})])
