import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


class Cart:
    def __init__(self, items=None):
        self.items = items or []

    def total(self):
        return sum(price * qty for _, price, qty in self.items)


def restore_cart(blob):
    if not blob:
        return Cart()
    raw = base64.urlsafe_b64decode(blob.encode())
    return pickle.loads(raw)


@app.route("/cart")
def view_cart():
    cart = restore_cart(request.cookies.get("cart"))
    return jsonify(items=cart.items, total=cart.total())
