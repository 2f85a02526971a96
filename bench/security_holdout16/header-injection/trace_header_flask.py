import re
import uuid

from flask import Flask, g, jsonify, request

app = Flask(__name__)
TRACE_RE = re.compile(r"[A-Za-z0-9-]{8,64}")

ORDERS = {1: {"id": 1, "status": "shipped"}, 2: {"id": 2, "status": "pending"}}


@app.before_request
def assign_trace():
    supplied = request.args.get("traceId", "")
    g.trace_id = supplied if TRACE_RE.fullmatch(supplied) else uuid.uuid4().hex


@app.after_request
def emit_trace(response):
    response.headers["X-Trace-Id"] = g.get("trace_id", "-")
    return response


@app.get("/orders/<int:order_id>")
def get_order(order_id: int):
    return jsonify(ORDERS.get(order_id, {"id": order_id, "status": "unknown"}))
