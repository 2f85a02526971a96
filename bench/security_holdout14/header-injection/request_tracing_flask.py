import re
import time
import uuid

from flask import Flask, g, jsonify, request

app = Flask(__name__)
CONTROL_CHARS = re.compile(r"[\x00-\x1f\x7f]")
MAX_ID_LENGTH = 64


def clean_header_value(value: str) -> str:
    return CONTROL_CHARS.sub("", value)[:MAX_ID_LENGTH]


@app.before_request
def start_timer():
    g.started = time.perf_counter()
    incoming = request.headers.get("X-Request-ID", "")
    g.request_id = clean_header_value(incoming) or uuid.uuid4().hex


@app.after_request
def add_tracing_headers(response):
    response.headers["X-Request-ID"] = g.request_id
    elapsed_ms = (time.perf_counter() - g.started) * 1000
    response.headers["Server-Timing"] = f"app;dur={elapsed_ms:.1f}"
    return response


@app.get("/orders/<int:order_id>")
def get_order(order_id):
    return jsonify(id=order_id, request_id=g.request_id)


@app.get("/health")
def health():
    return jsonify(status="ok")


@app.errorhandler(404)
def not_found(_err):
    return jsonify(error="not found", request_id=g.get("request_id")), 404
