import json
import os

import tornado.web


class ExportConfig:
    def __init__(self, root):
        self.root = os.path.realpath(root)


class ExportStore:
    def __init__(self, config):
        self.config = config

    def list(self):
        return sorted(f for f in os.listdir(self.config.root) if f.endswith(".csv"))

    def resolve(self, name):
        full = os.path.realpath(os.path.join(self.config.root, name))
        if os.path.commonpath([full, self.config.root]) != self.config.root:
            raise tornado.web.HTTPError(403)
        if not os.path.isfile(full):
            raise tornado.web.HTTPError(404)
        return full


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    def get_current_user(self):
        return self.get_secure_cookie("user")


class ExportListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(self.store.list()))


class ExportDownloadHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("name")
        path = self.store.resolve(name)
        self.set_header("Content-Type", "text/csv")
        self.set_header("Content-Disposition", "attachment")
        with open(path, "rb") as fh:
            while True:
                chunk = fh.read(64 * 1024)
                if not chunk:
                    break
                self.write(chunk)
        self.finish()


class PingHandler(tornado.web.RequestHandler):
    def get(self):
        self.write("pong")


def make_app(root, cookie_secret):
    store = ExportStore(ExportConfig(root))
    return tornado.web.Application(
        [
            (r"/exports", ExportListHandler, {"store": store}),
            (r"/exports/download", ExportDownloadHandler, {"store": store}),
            (r"/ping", PingHandler),
        ],
        cookie_secret=cookie_secret,
        login_url="/login",
    )
