import uuid

import falcon


class CorrelationMiddleware:
    def process_request(self, req, resp):
        incoming = req.get_header("X-Request-ID")
        try:
            req.context.request_id = str(uuid.UUID(incoming)) if incoming else str(uuid.uuid4())
        except ValueError:
            req.context.request_id = str(uuid.uuid4())

    def process_response(self, req, resp, resource, req_succeeded):
        resp.set_header("X-Request-ID", req.context.request_id)


class StatusResource:
    def on_get(self, req, resp):
        resp.media = {"status": "ok", "request_id": req.context.request_id}


app = falcon.App(middleware=[CorrelationMiddleware()])
app.add_route("/status", StatusResource())
