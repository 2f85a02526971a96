import tornado.web

from .auth import authenticate


class LoginHandler(tornado.web.RequestHandler):
    def post(self):
        user = authenticate(
            self.get_body_argument("email", ""),
            self.get_body_argument("password", ""),
        )
        if user is None:
            self.set_status(401)
            self.finish({"error": "invalid credentials"})
            return
        self.set_secure_cookie("session_user", str(user.id), expires_days=14)
        self.redirect("/dashboard")


def make_app(cookie_secret):
    return tornado.web.Application(
        [(r"/login", LoginHandler)],
        cookie_secret=cookie_secret,
        xsrf_cookies=True,
    )
