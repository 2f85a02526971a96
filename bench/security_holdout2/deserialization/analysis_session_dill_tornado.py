import uuid

import dill
import tornado.ioloop
import tornado.web


class SessionStore:
    def __init__(self):
        self._sessions = {}

    def put(self, snapshot):
        key = uuid.uuid4().hex
        self._sessions[key] = snapshot
        return key

    def get(self, key):
        return self._sessions.get(key)


class ExportHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    def get(self, key):
        snapshot = self.store.get(key)
        if snapshot is None:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/octet-stream")
        self.write(dill.dumps(snapshot))


class ResumeHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store

    def post(self):
        snapshot = dill.loads(self.request.files["snapshot"][0]["body"])
        self.write({"session": self.store.put(snapshot)})


def make_app():
    store = SessionStore()
    return tornado.web.Application([
        (r"/sessions/([0-9a-f]{32})/export", ExportHandler, {"store": store}),
        (r"/sessions/resume", ResumeHandler, {"store": store}),
    ])


if __name__ == "__main__":
    make_app().listen(8890)
    tornado.ioloop.IOLoop.current().start()
