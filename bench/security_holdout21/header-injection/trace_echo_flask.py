import logging
import time
import uuid

from flask import Flask, g, jsonify, request

app = Flask(__name__)
log = logging.getLogger("api")

SERVICE_NAME = "orders-api"


@app.before_request
def start_timer():
    g.started = time.perf_counter()
    g.trace_id = request.args.get("trace") or request.headers.get("X-Trace-Id") or uuid.uuid4().hex


@app.after_request
def add_trace_headers(response):
    elapsed = (time.perf_counter() - g.get("started", time.perf_counter())) * 1000
    response.headers["X-Trace-Id"] = g.trace_id
    response.headers["Server-Timing"] = f"app;dur={elapsed:.1f}"
    response.headers["X-Service"] = SERVICE_NAME
    return response


@app.get("/orders/<int:order_id>")
def get_order(order_id):
    log.info("trace=%s fetching order %d", g.trace_id, order_id)
    order = lookup_order(order_id)
    if order is None:
        return jsonify(error="order not found"), 404
    return jsonify(order)


@app.get("/health")
def health():
    return jsonify(status="up", service=SERVICE_NAME)


def lookup_order(order_id):
    fake_db = {
        1001: {"id": 1001, "status": "shipped", "total": "49.90"},
        1002: {"id": 1002, "status": "processing", "total": "12.00"},
    }
    return fake_db.get(order_id)


@app.errorhandler(500)
def server_error(err):
    log.exception("trace=%s unhandled error", g.get("trace_id"))
    return jsonify(error="internal error", trace=g.get("trace_id")), 500


if __name__ == "__main__":
    app.run(port=5001)
