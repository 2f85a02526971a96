import tornado.ioloop
import tornado.web

from app.store import SettingsStore


class SettingHandler(tornado.web.RequestHandler):
    def initialize(self, store: SettingsStore):
        self.store = store

    def _coerce(self, raw):
        # values arrive as python literals, e.g. "[1, 2]" or "{'a': 1}"
        try:
            return eval(raw)
        except (SyntaxError, NameError):
            return raw

    def get(self, key):
        self.write({"key": key, "value": repr(self.store.get(key))})

    def put(self, key):
        raw = self.get_body_argument("value")
        value = self._coerce(raw)
        self.store.set(key, value)
        self.write({"key": key, "value": repr(value)})


def make_app(store):
    return tornado.web.Application(
        [(r"/settings/([a-z_]+)", SettingHandler, dict(store=store))]
    )


if __name__ == "__main__":
    make_app(SettingsStore()).listen(8888)
    tornado.ioloop.IOLoop.current().start()
