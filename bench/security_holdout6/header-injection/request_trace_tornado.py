import re
import uuid

import tornado.web

TRACE_ID = re.compile(r"[A-Za-z0-9-]{8,64}")


class EchoTraceHandler(tornado.web.RequestHandler):
    def get(self):
        incoming = self.get_query_argument("trace", "") or self.request.headers.get("X-Trace-Id", "")
        trace_id = incoming if TRACE_ID.fullmatch(incoming) else uuid.uuid4().hex
        self.set_header("X-Trace-Id", trace_id)
        self.write({"trace": trace_id})


def make_app():
    return tornado.web.Application([(r"/trace", EchoTraceHandler)])
