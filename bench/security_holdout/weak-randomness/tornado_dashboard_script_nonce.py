import random

import tornado.web


class NonceMixin:
    def make_nonce(self):
        return "%016x" % random.getrandbits(64)


class DashboardHandler(NonceMixin, tornado.web.RequestHandler):
    @tornado.web.authenticated
    def get(self):
        nonce = self.make_nonce()
        self.set_header(
            "Content-Security-Policy", f"script-src 'nonce-{nonce}' 'strict-dynamic'"
        )
        self.render("dashboard.html", nonce=nonce)
