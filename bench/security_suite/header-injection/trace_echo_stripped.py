import re

from flask import Flask, make_response, request

app = Flask(__name__)
TRACE_ID = re.compile(r"[0-9a-f]{32}")


@app.route("/api/ping")
def ping():
    trace = request.args.get("trace_id", "")
    response = make_response({"pong": True})
    if TRACE_ID.fullmatch(trace):
        response.headers["X-Trace-Id"] = trace
    return response
