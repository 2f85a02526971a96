from urllib.parse import urlparse

import tornado.web

ALLOWED_HOSTS = {"app.example.com", "help.example.com"}


class ActivationHandler(tornado.web.RequestHandler):
    def initialize(self, accounts):
        self.accounts = accounts

    async def get(self):
        token = self.get_argument("token")
        await self.accounts.activate(token)
        destination = self.get_argument("continue", "/welcome")
        parts = urlparse(destination)
        if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS:
            destination = "/welcome"
        self.redirect(destination)
