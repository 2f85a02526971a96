import base64
import os

import tornado.web


class NonceMixin:
    def make_nonce(self):
        return base64.b64encode(os.urandom(16)).decode("ascii")


class ReportsHandler(NonceMixin, tornado.web.RequestHandler):
    @tornado.web.authenticated
    def get(self):
        nonce = self.make_nonce()
        self.set_header(
            "Content-Security-Policy", f"script-src 'nonce-{nonce}' 'strict-dynamic'"
        )
        self.render("reports.html", nonce=nonce)
