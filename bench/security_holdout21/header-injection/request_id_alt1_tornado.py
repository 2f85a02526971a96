import json
import logging
import re
import uuid

import tornado.ioloop
import tornado.web

log = logging.getLogger("gateway")

REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{8,64}")


class TracedHandler(tornado.web.RequestHandler):
    def prepare(self):
        incoming = self.request.headers.get("X-Request-Id", "")
        if REQUEST_ID.fullmatch(incoming):
            self.request_id = incoming
        else:
            if incoming:
                log.info("discarding malformed request id from %s", self.request.remote_ip)
            self.request_id = uuid.uuid4().hex
        self.set_header("X-Request-Id", self.request_id)

    def write_error(self, status_code, **kwargs):
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps({"error": self._reason, "request_id": self.request_id}))


class QuoteHandler(TracedHandler):
    PRICES = {"basic": 9, "team": 29, "enterprise": 99}

    def get(self, plan):
        seats = self.get_query_argument("seats", "1")
        if not seats.isdigit() or not 1 <= int(seats) <= 500:
            raise tornado.web.HTTPError(400, reason="seats must be between 1 and 500")
        price = self.PRICES.get(plan)
        if price is None:
            raise tornado.web.HTTPError(404, reason="unknown plan")
        log.info("[%s] quote for %s x%s", self.request_id, plan, seats)
        self.write({"plan": plan, "seats": int(seats), "monthly": price * int(seats)})


class HealthHandler(TracedHandler):
    def get(self):
        self.write({"status": "ok"})


def make_app():
    return tornado.web.Application([
        (r"/quote/([a-z]+)", QuoteHandler),
        (r"/health", HealthHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
