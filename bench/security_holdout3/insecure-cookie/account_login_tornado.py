import bcrypt
import tornado.ioloop
import tornado.web

from .db import find_user


class LoginHandler(tornado.web.RequestHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        user = find_user(self.get_body_argument("email"))
        password = self.get_body_argument("password").encode()
        if user is None or not bcrypt.checkpw(password, user.password_hash.encode()):
            self.render("login.html", error="Unknown email or password")
            return
        self.set_signed_cookie("user_id", str(user.id), expires_days=7)
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(tornado.web.RequestHandler):
    def post(self):
        self.clear_cookie("user_id")
        self.redirect("/login")


def make_app(cookie_secret):
    return tornado.web.Application(
        [(r"/login", LoginHandler), (r"/logout", LogoutHandler)],
        cookie_secret=cookie_secret,
        login_url="/login",
        xsrf_cookies=True,
    )
