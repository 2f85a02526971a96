import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
CART_KEY = os.environ.get("CART_SIGNING_KEY", "dev-cart-key").encode()


@app.route("/cart/state")
def cart_state():
    cookie = request.cookies.get("cart_state", "")
    blob, _, signature = cookie.partition(".")
    if not blob or not signature:
        return jsonify({"items": []})
    raw = base64.urlsafe_b64decode(blob.encode("ascii"))
    expected = hmac.new(CART_KEY, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return jsonify({"error": "cart cookie rejected"}), 400
    cart = pickle.loads(raw)
    return jsonify({"items": cart.get("items", [])})
