import logging
import os

import tornado.ioloop
import tornado.web
from lxml import etree

log = logging.getLogger("config-explorer")

CONFIG_FILE = os.environ.get("SERVICE_CONFIG", "/etc/service/config.xml")


class ConfigRepository:
    def __init__(self, path):
        self.path = path
        self._tree = None
        self._mtime = 0

    def tree(self):
        mtime = os.path.getmtime(self.path)
        if self._tree is None or mtime != self._mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
            self._mtime = mtime
        return self._tree

    def section(self, name):
        return self.tree().xpath("/config/section[@name=$n]", n=name)

    def settings_where(self, section, key_prefix):
        path = "/config/section[@name='%s']/setting[starts-with(@key, '%s')]" % (section, key_prefix)
        finder = etree.XPath(path)
        return finder(self.tree())


repo = ConfigRepository(CONFIG_FILE)


class SectionHandler(tornado.web.RequestHandler):
    def get(self, name):
        nodes = repo.section(name)
        if not nodes:
            raise tornado.web.HTTPError(404)
        self.write({"section": name, "keys": [s.get("key") for s in nodes[0].iter("setting")]})


class SearchHandler(tornado.web.RequestHandler):
    def get(self):
        section = self.get_argument("section")
        prefix = self.get_argument("prefix", "")
        matches = repo.settings_where(section, prefix)
        log.info("config search matched %d settings", len(matches))
        self.write({"settings": {m.get("key"): m.text for m in matches}})


def make_app():
    return tornado.web.Application([
        (r"/config/sections/([A-Za-z0-9_-]+)", SectionHandler),
        (r"/config/search", SearchHandler),
    ])


if __name__ == "__main__":
    make_app().listen(int(os.environ.get("PORT", "8090")))
    tornado.ioloop.IOLoop.current().start()
