import uuid

from flask import Flask, g, jsonify, request

from orders.service import fetch_order, submit_order

app = Flask(__name__)


@app.before_request
def assign_correlation_id():
    supplied = request.values.get("correlation_id", "")
    g.correlation_id = supplied[:64] or uuid.uuid4().hex


@app.after_request
def echo_correlation_id(response):
    response.headers["X-Correlation-ID"] = g.correlation_id
    return response


@app.get("/orders/<int:order_id>")
def get_order(order_id):
    order = fetch_order(order_id)
    if order is None:
        return jsonify(error="not found", correlation_id=g.correlation_id), 404
    return jsonify(order)


@app.post("/orders")
def create_order():
    order = submit_order(request.get_json(force=True), correlation_id=g.correlation_id)
    return jsonify(order), 201
