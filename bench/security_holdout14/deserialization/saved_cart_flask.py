import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


class Cart:
    def __init__(self, items=None):
        self.items = items or {}


def load_cart(cookie_value):
    if not cookie_value:
        return Cart()
    return pickle.loads(base64.urlsafe_b64decode(cookie_value))


@app.post("/cart/<sku>")
def add_to_cart(sku):
    cart = load_cart(request.cookies.get("cart"))
    cart.items[sku] = cart.items.get(sku, 0) + 1
    resp = make_response(jsonify(items=cart.items))
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), secure=True, httponly=True, samesite="Lax")
    return resp
