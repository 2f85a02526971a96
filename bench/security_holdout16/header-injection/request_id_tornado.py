import re
import uuid

import tornado.web

REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")


class TracedHandler(tornado.web.RequestHandler):
    def prepare(self):
        incoming = self.request.headers.get("X-Request-ID", "")
        self.request_id = incoming if REQUEST_ID.fullmatch(incoming) else uuid.uuid4().hex
        self.set_header("X-Request-ID", self.request_id)


class PingHandler(TracedHandler):
    def get(self):
        self.write({"pong": True, "request_id": self.request_id})


def make_app():
    return tornado.web.Application([(r"/ping", PingHandler)])
