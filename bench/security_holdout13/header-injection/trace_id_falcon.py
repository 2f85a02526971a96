import uuid

import falcon


class EchoResource:
    def on_get(self, req, resp):
        incoming = req.get_param("trace") or req.get_header("X-Request-Id")
        ids = [incoming, str(uuid.uuid4())]
        trace = ids[0] if ids[0] else ids[1]
        resp.set_header("X-Trace-Id", "trace-" + trace)
        resp.media = {"ok": True}


app = falcon.App()
app.add_route("/echo", EchoResource())
