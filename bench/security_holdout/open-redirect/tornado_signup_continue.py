import tornado.web


class SignupCompleteHandler(tornado.web.RequestHandler):
    def initialize(self, accounts):
        self.accounts = accounts

    async def get(self):
        token = self.get_argument("token")
        await self.accounts.activate(token)
        destination = self.get_argument("continue", "/welcome")
        self.redirect(destination)
