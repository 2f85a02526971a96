import logging
from urllib.parse import urljoin, urlsplit

import tornado.ioloop
import tornado.web

log = logging.getLogger("links")

ALLOWED_HOSTS = {"www.example.com", "shop.example.com", "help.example.com"}
SITE_ROOT = "https://www.example.com/"


def resolve_target(raw: str) -> str:
    if not raw or "\\" in raw or any(ord(c) < 32 for c in raw):
        return SITE_ROOT
    absolute = urljoin(SITE_ROOT, raw)
    parts = urlsplit(absolute)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS or parts.username or parts.port:
        return SITE_ROOT
    return absolute


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_secure_cookie("user")


class ContinueHandler(BaseHandler):
    def get(self):
        target = resolve_target(self.get_argument("to", ""))
        log.info("continue redirect to %s", urlsplit(target).hostname)
        self.redirect(target)


class LogoutHandler(BaseHandler):
    def post(self):
        self.clear_cookie("user")
        self.redirect("/")


class HomeHandler(BaseHandler):
    def get(self):
        self.write({"user": (self.current_user or b"").decode() or None})


def make_app():
    return tornado.web.Application(
        [
            (r"/", HomeHandler),
            (r"/continue", ContinueHandler),
            (r"/logout", LogoutHandler),
        ],
        cookie_secret="load-from-vault",
        xsrf_cookies=True,
    )


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
