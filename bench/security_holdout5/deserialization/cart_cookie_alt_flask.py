import base64
import pickle
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
CART_COOKIE = "cart"


@dataclass
class Cart:
    items: dict = field(default_factory=dict)

    def add(self, sku, qty):
        self.items[sku] = self.items.get(sku, 0) + qty


def load_cart():
    raw = request.cookies.get(CART_COOKIE)
    if not raw:
        return Cart()
    return pickle.loads(base64.urlsafe_b64decode(raw))


def dump_cart(cart):
    return base64.urlsafe_b64encode(pickle.dumps(cart)).decode()


@app.post("/cart/items")
def add_item():
    cart = load_cart()
    cart.add(request.form["sku"], int(request.form.get("qty", 1)))
    resp = make_response(jsonify(items=cart.items))
    resp.set_cookie(CART_COOKIE, dump_cart(cart), secure=True, httponly=True, samesite="Lax")
    return resp
