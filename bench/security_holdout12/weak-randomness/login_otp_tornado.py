import random
import time

import tornado.web

_sysrand = random.SystemRandom()


class OtpStore:
    def __init__(self):
        self.codes = {}

    def issue(self, username, digits=6):
        code = "".join(str(_sysrand.randrange(10)) for _ in range(digits))
        self.codes[username] = (code, time.time() + 300)
        return code


class OtpHandler(tornado.web.RequestHandler):
    def initialize(self, store, sender):
        self.store = store
        self.sender = sender

    def post(self):
        username = self.get_body_argument("username")
        self.sender(username, self.store.issue(username))
        self.write({"sent": True})
