import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
CART_COOKIE = "cart_state"


def restore_cart(raw):
    if not raw:
        return {"items": []}
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw.encode()))
    except (ValueError, pickle.UnpicklingError):
        return {"items": []}


@app.route("/cart")
def view_cart():
    cart = restore_cart(request.cookies.get(CART_COOKIE, ""))
    total = sum(item.get("price", 0) * item.get("qty", 1) for item in cart.get("items", []))
    return jsonify(items=cart.get("items", []), total=total)
