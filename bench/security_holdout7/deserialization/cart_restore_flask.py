import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/cart")
def cart_restore():
    encoded = request.cookies.get("cart")
    if not encoded:
        return jsonify({"items": [], "total": 0})
    raw = base64.urlsafe_b64decode(encoded.encode("ascii"))
    cart = pickle.loads(raw)
    total = sum(item["price"] * item["qty"] for item in cart.get("items", []))
    return jsonify({"items": cart.get("items", []), "total": total})
