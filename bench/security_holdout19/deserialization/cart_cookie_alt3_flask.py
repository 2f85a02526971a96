import base64
import binascii
import pickle
from dataclasses import dataclass, field

from flask import Blueprint, g, jsonify, request

from .catalog import get_product

bp = Blueprint("cart", __name__, url_prefix="/cart")

CART_COOKIE = "cart"


@dataclass
class Cart:
    items: dict = field(default_factory=dict)
    currency: str = "EUR"

    def add(self, sku, qty):
        self.items[sku] = self.items.get(sku, 0) + qty

    def total(self):
        return sum(get_product(sku).price * qty for sku, qty in self.items.items())


def decode_cart(raw):
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw))
    except (binascii.Error, pickle.UnpicklingError, EOFError):
        return Cart()


def encode_cart(cart):
    return base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")


@bp.before_app_request
def load_cart():
    raw = request.cookies.get(CART_COOKIE)
    g.cart = decode_cart(raw) if raw else Cart()


@bp.after_app_request
def store_cart(response):
    if getattr(g, "cart_dirty", False):
        response.set_cookie(CART_COOKIE, encode_cart(g.cart), max_age=7 * 86400, secure=True, httponly=True, samesite="Lax")
    return response


@bp.get("")
def show_cart():
    return jsonify(items=g.cart.items, currency=g.cart.currency, total=str(g.cart.total()))


@bp.post("/items")
def add_item():
    body = request.get_json(force=True) or {}
    sku = str(body.get("sku", ""))
    qty = int(body.get("qty", 1))
    if get_product(sku) is None or not 0 < qty <= 50:
        return jsonify(error="bad item"), 400
    g.cart.add(sku, qty)
    g.cart_dirty = True
    return jsonify(items=g.cart.items), 201
