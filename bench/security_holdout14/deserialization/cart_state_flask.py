import os

from flask import Flask, jsonify, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
serializer = URLSafeSerializer(os.environ["CART_SIGNING_KEY"], salt="cart-state")


@app.route("/cart/summary")
def cart_summary():
    raw = request.cookies.get("cart_state")
    if not raw:
        return jsonify(items=[], total=0)
    try:
        cart = serializer.loads(raw)
    except BadSignature:
        return jsonify(error="cart cookie rejected"), 400
    items = [i for i in cart.get("items", []) if isinstance(i, dict)]
    total = sum(float(i.get("price", 0)) * int(i.get("qty", 1)) for i in items)
    return jsonify(items=items, total=round(total, 2))
