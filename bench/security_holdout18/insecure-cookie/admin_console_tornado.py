import os

import tornado.ioloop
import tornado.web

from .auth import check_admin_credentials

COOKIE_OPTS = {"httponly": True, "secure": True, "samesite": "Strict", "expires_days": 1}


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        value = self.get_signed_cookie("admin", max_age_days=1)
        return value.decode() if value else None


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        username = self.get_body_argument("username", "")
        password = self.get_body_argument("password", "")
        if not check_admin_credentials(username, password):
            self.set_status(401)
            return self.render("login.html", error="Invalid credentials")
        self.set_signed_cookie("admin", username, **COOKIE_OPTS)
        self.redirect("/admin")


class LogoutHandler(BaseHandler):
    def post(self):
        self.clear_cookie("admin")
        self.redirect("/admin/login")


class DashboardHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.render("dashboard.html", user=self.current_user)


def make_app():
    return tornado.web.Application(
        [
            (r"/admin/login", LoginHandler),
            (r"/admin/logout", LogoutHandler),
            (r"/admin", DashboardHandler),
        ],
        cookie_secret=os.environ["ADMIN_COOKIE_SECRET"],
        login_url="/admin/login",
        template_path="templates",
        xsrf_cookies=True,
    )


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
