import base64
import binascii
import pickle

from flask import Blueprint, jsonify, make_response, request

from .catalog import get_product

cart_bp = Blueprint("cart", __name__, url_prefix="/api/cart")

COOKIE_NAME = "saved_cart"
MAX_COOKIE_LENGTH = 3500


def _read_cart():
    raw = request.cookies.get(COOKIE_NAME)
    if not raw or len(raw) > MAX_COOKIE_LENGTH:
        return {}
    try:
        cart = pickle.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except (binascii.Error, ValueError, EOFError):
        return {}
    return cart if isinstance(cart, dict) else {}


def _write_cart(response, cart):
    encoded = base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")
    response.set_cookie(COOKIE_NAME, encoded, max_age=14 * 24 * 3600, httponly=True, samesite="Lax")
    return response


@cart_bp.get("/")
def show_cart():
    cart = _read_cart()
    lines = []
    for sku, quantity in cart.items():
        product = get_product(sku)
        if product is None:
            continue
        lines.append({"sku": sku, "name": product.name, "quantity": quantity, "unit_price": str(product.price)})
    return jsonify({"lines": lines})


@cart_bp.post("/items")
def add_item():
    payload = request.get_json(silent=True) or {}
    sku = str(payload.get("sku", ""))
    quantity = payload.get("quantity", 1)
    if get_product(sku) is None or not isinstance(quantity, int) or not 0 < quantity <= 99:
        return jsonify({"error": "unknown product or quantity"}), 422

    cart = _read_cart()
    cart[sku] = cart.get(sku, 0) + quantity
    return _write_cart(make_response(jsonify({"sku": sku, "quantity": cart[sku]})), cart)
