import re
import uuid

from flask import Flask, g, jsonify, request

from orders.service import fetch_order, submit_order

app = Flask(__name__)
TRACE_ID_RE = re.compile(r"[A-Za-z0-9-]{8,64}")


@app.before_request
def assign_trace_id():
    supplied = request.values.get("trace_id", "")
    g.trace_id = supplied if TRACE_ID_RE.fullmatch(supplied) else uuid.uuid4().hex


@app.after_request
def echo_trace_id(response):
    response.headers["X-Trace-ID"] = g.trace_id
    return response


@app.get("/shipments/<int:shipment_id>")
def get_shipment(shipment_id):
    shipment = fetch_order(shipment_id)
    if shipment is None:
        return jsonify(error="not found", trace_id=g.trace_id), 404
    return jsonify(shipment)


@app.post("/shipments")
def create_shipment():
    shipment = submit_order(request.get_json(force=True), trace_id=g.trace_id)
    return jsonify(shipment), 201
