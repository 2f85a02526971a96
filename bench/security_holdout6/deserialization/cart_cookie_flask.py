import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/cart")
def view_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return jsonify(items=[])
    cart = pickle.loads(base64.b64decode(raw))
    return jsonify(items=cart.get("items", []), coupon=cart.get("coupon"))
