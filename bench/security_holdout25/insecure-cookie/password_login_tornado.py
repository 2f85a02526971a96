import tornado.web


class LoginHandler(tornado.web.RequestHandler):
    async def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "")
        user = await self.application.accounts.authenticate(username, password)
        if user is None:
            self.set_status(401)
            self.write({"error": "invalid credentials"})
            return
        self.set_signed_cookie("user_id", str(user.id), expires_days=14)
        self.write({"ok": True, "user": user.name})


class LogoutHandler(tornado.web.RequestHandler):
    def post(self):
        self.clear_cookie("user_id")
        self.write({"ok": True})


def make_app(accounts, cookie_secret):
    app = tornado.web.Application(
        [(r"/login", LoginHandler), (r"/logout", LogoutHandler)],
        cookie_secret=cookie_secret,
    )
    app.accounts = accounts
    return app
