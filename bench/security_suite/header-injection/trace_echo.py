from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/api/ping")
def ping():
    trace = request.args.get("trace_id", "")
    response = make_response({"pong": True})
    response.headers["X-Trace-Id"] = trace
    return response
