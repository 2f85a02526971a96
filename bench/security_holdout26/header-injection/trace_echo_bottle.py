import re

from bottle import Bottle, request, response

app = Bottle()
TRACE_RE = re.compile(r"[0-9a-f]{16,32}")


@app.get("/trace")
def trace_echo():
    trace = request.query.get("trace", "")
    if not TRACE_RE.fullmatch(trace):
        trace = "0" * 16
    response.set_header("X-Trace-Id", trace)
    return {"trace": trace}
