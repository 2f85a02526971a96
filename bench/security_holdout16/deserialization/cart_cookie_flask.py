import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
SECRET = os.environ["CART_SECRET"].encode()


def load_cart(cookie_value):
    blob, _, sig = cookie_value.partition(".")
    data = base64.urlsafe_b64decode(blob.encode())
    if sig:
        expected = hmac.new(SECRET, data, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(expected, sig):
            raise ValueError("cart cookie signature mismatch")
    return pickle.loads(data)


@app.route("/cart")
def show_cart():
    raw = request.cookies.get("cart")
    try:
        cart = load_cart(raw) if raw else {}
    except ValueError:
        return jsonify({"error": "invalid cart"}), 400
    return jsonify({"items": cart.get("items", [])})
