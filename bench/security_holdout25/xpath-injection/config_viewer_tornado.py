import os

import tornado.ioloop
import tornado.web
from lxml import etree

CONFIG_PATH = os.environ.get("APP_CONFIG_XML", "/etc/app/config.xml")


class ConfigStore:
    def __init__(self, path):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(self.path)
        return self._tree

    def reload(self):
        self._tree = None

    def sections(self):
        return [s.get("name") for s in self.tree.iterfind("section")]

    def _select(self, expression):
        return [node.text for node in self.tree.xpath(expression)]

    def lookup(self, section, key):
        return self._select(f"/config/section[@name='{section}']/entry[@key='{key}']")


STORE = ConfigStore(CONFIG_PATH)


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_signed_cookie("operator")


class SectionsHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"sections": STORE.sections()})


class ReloadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        STORE.reload()
        self.set_status(204)


class EntryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, section):
        key = self.get_argument("key")
        values = STORE.lookup(section, key)
        if not values:
            raise tornado.web.HTTPError(404)
        self.write({"section": section, "key": key, "value": values[0]})


def make_app():
    return tornado.web.Application(
        [
            (r"/config", SectionsHandler),
            (r"/config/reload", ReloadHandler),
            (r"/config/([^/]+)", EntryHandler),
        ],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
