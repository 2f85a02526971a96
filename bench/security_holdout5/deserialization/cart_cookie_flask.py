import base64
import pickle
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@dataclass
class Cart:
    items: dict = field(default_factory=dict)

    def add(self, sku, qty):
        self.items[sku] = self.items.get(sku, 0) + qty


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return Cart()
    return pickle.loads(base64.urlsafe_b64decode(raw))


def save_cart(resp, cart):
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), httponly=True)


@app.post("/cart/items")
def add_item():
    cart = load_cart()
    body = request.get_json() or {}
    cart.add(str(body["sku"]), int(body.get("qty", 1)))
    resp = make_response(jsonify(cart.items))
    save_cart(resp, cart)
    return resp
