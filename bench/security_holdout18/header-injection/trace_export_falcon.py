import json
import uuid
from wsgiref.simple_server import make_server

import falcon

EVENTS = [
    {"id": 1, "kind": "login", "user": "alice"},
    {"id": 2, "kind": "download", "user": "bob"},
    {"id": 3, "kind": "logout", "user": "alice"},
]


class RequestIdMiddleware:
    def process_request(self, req, resp):
        req.context.request_id = uuid.uuid4().hex

    def process_response(self, req, resp, resource, req_succeeded):
        resp.set_header("X-Request-Id", req.context.request_id)


class EventsResource:
    def on_get(self, req, resp):
        kind = req.get_param("kind")
        rows = [e for e in EVENTS if kind is None or e["kind"] == kind]
        resp.media = rows


class EventExportResource:
    def on_get(self, req, resp):
        label = req.get_param("label", default="events")
        fmt = req.get_param("format", default="json")
        if fmt not in ("json", "ndjson"):
            raise falcon.HTTPBadRequest(description="format must be json or ndjson")
        if fmt == "json":
            resp.text = json.dumps(EVENTS)
            resp.content_type = falcon.MEDIA_JSON
        else:
            resp.text = "\n".join(json.dumps(e) for e in EVENTS)
            resp.content_type = "application/x-ndjson"
        resp.set_header("Content-Disposition", "attachment; filename=" + label + "." + fmt)


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


app = falcon.App(middleware=[RequestIdMiddleware()])
app.add_route("/events", EventsResource())
app.add_route("/events/export", EventExportResource())
app.add_route("/health", HealthResource())


if __name__ == "__main__":
    with make_server("", 8000, app) as httpd:
        httpd.serve_forever()
