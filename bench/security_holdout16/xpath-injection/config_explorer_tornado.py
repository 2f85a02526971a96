import json
from pathlib import Path

import tornado.ioloop
import tornado.web
from lxml import etree

CONFIG_DIR = Path("/srv/app/config")
ALLOWED_FILES = {"services.xml", "features.xml", "limits.xml"}


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload))


class FileListHandler(BaseHandler):
    def get(self):
        self.write_json(sorted(ALLOWED_FILES))


class ConfigQueryHandler(BaseHandler):
    _cache: dict[str, etree._ElementTree] = {}

    def _tree(self, name: str) -> etree._ElementTree:
        if name not in self._cache:
            self._cache[name] = etree.parse(str(CONFIG_DIR / name))
        return self._cache[name]

    def get(self, name: str):
        if name not in ALLOWED_FILES:
            raise tornado.web.HTTPError(404)
        section = self.get_query_argument("section", "service")
        key = self.get_query_argument("key", None)
        env = self.get_query_argument("env", "prod")
        expr = f"/config/{section}[@env='{env}']"
        if key is not None:
            expr = f"{expr}/entry[@key='{key}']"
        try:
            hits = self._tree(name).xpath(expr)
        except etree.XPathEvalError:
            return self.write_json({"error": "bad query"}, status=400)
        self.write_json([
            {"tag": h.tag, "attrs": dict(h.attrib), "text": (h.text or "").strip()}
            for h in hits
            if isinstance(h, etree._Element)
        ])


def make_app() -> tornado.web.Application:
    return tornado.web.Application([
        (r"/config", FileListHandler),
        (r"/config/([\w.]+)", ConfigQueryHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8890)
    tornado.ioloop.IOLoop.current().start()
