import tornado.web

from .accounts import check_credentials, create_token


class LoginHandler(tornado.web.RequestHandler):
    def get(self):
        self.render("login.html", error=None)

    async def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "")
        account = await check_credentials(username, password)
        if account is None:
            self.set_status(401)
            self.render("login.html", error="Unknown user or bad password")
            return
        token = await create_token(account.id)
        self.set_cookie("auth_token", token, expires_days=7)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(tornado.web.RequestHandler):
    def post(self):
        self.clear_cookie("auth_token")
        self.redirect("/login")
