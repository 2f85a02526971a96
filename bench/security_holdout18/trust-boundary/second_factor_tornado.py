import os

import bcrypt
import pyotp
import tornado.ioloop
import tornado.web

# username -> {"pw_hash": bytes, "totp_secret": str}; filled from the user DB at start-up
USERS: dict[str, dict] = {}
ADMINS = {"root", "ops-lead"}


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        raw = self.get_signed_cookie("user")
        return raw.decode() if raw else None


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        username = self.get_argument("username")
        password = self.get_argument("password").encode()
        record = USERS.get(username)
        if record is None or not bcrypt.checkpw(password, record["pw_hash"]):
            self.render("login.html", error="Invalid credentials")
            return
        self.set_signed_cookie("pending_user", username, expires_days=None, httponly=True)
        self.redirect("/login/otp")


class OtpHandler(BaseHandler):
    def get(self):
        pending = self.get_signed_cookie("pending_user", max_age_days=0.01)
        if not pending:
            self.redirect("/login")
            return
        # the template keeps the username in a hidden field for the POST
        self.render("otp.html", username=pending.decode(), error=None)

    def post(self):
        pending = self.get_signed_cookie("pending_user", max_age_days=0.01)
        if not pending:
            raise tornado.web.HTTPError(403)
        record = USERS.get(pending.decode())
        code = self.get_argument("code")
        if record is None or not pyotp.TOTP(record["totp_secret"]).verify(code):
            self.render("otp.html", username=pending.decode(), error="Wrong code")
            return
        username = self.get_argument("username", pending.decode())
        self.clear_cookie("pending_user")
        self.set_signed_cookie("user", username, httponly=True, secure=True)
        self.redirect("/")


class AdminHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        if self.current_user not in ADMINS:
            raise tornado.web.HTTPError(403)
        self.render("admin.html", user=self.current_user)


def make_app():
    return tornado.web.Application(
        [(r"/login", LoginHandler), (r"/login/otp", OtpHandler), (r"/admin", AdminHandler)],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
        template_path="templates",
        xsrf_cookies=True,
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
