import base64
import pickle
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


@dataclass
class Cart:
    items: dict[str, int] = field(default_factory=dict)
    coupon: str | None = None


def load_cart(cookie_value: str | None) -> Cart:
    if not cookie_value:
        return Cart()
    blob = base64.urlsafe_b64decode(cookie_value.encode())
    return pickle.loads(blob)


def dump_cart(cart: Cart) -> str:
    return base64.urlsafe_b64encode(pickle.dumps(cart)).decode()


@app.post("/cart/<sku>")
def add_to_cart(sku: str):
    cart = load_cart(request.cookies.get("cart"))
    cart.items[sku] = cart.items.get(sku, 0) + int(request.form.get("qty", 1))
    resp = make_response(jsonify(items=cart.items))
    resp.set_cookie("cart", dump_cart(cart), httponly=True, samesite="Lax")
    return resp
