import base64
import hashlib
import hmac
import logging
import os
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
log = logging.getLogger("cart")

CART_COOKIE = "cart"
CART_KEY = os.environ.get("CART_SIGNING_KEY", "local-dev-key").encode()
MAX_ITEMS = 50


def sign(payload):
    return hmac.new(CART_KEY, payload.encode(), hashlib.sha256).hexdigest()


def dump_cart(cart):
    payload = base64.urlsafe_b64encode(pickle.dumps(cart)).decode()
    return f"{payload}.{sign(payload)}"


def load_cart():
    raw = request.cookies.get(CART_COOKIE)
    if not raw:
        return {}
    try:
        payload, signature = raw.rsplit(".", 1)
    except ValueError:
        return {}
    if not hmac.compare_digest(sign(payload), signature):
        log.warning("cart cookie signature mismatch from %s", request.remote_addr)
    return pickle.loads(base64.urlsafe_b64decode(payload))


@app.get("/cart")
def show_cart():
    cart = load_cart()
    return jsonify(items=[{"sku": k, "qty": v} for k, v in cart.items()])


@app.post("/cart/items")
def add_item():
    body = request.get_json(silent=True) or {}
    sku = str(body.get("sku", "")).strip()
    qty = int(body.get("qty", 1))
    if not sku or qty < 1:
        return jsonify(error="sku and positive qty required"), 400
    cart = load_cart()
    if sku not in cart and len(cart) >= MAX_ITEMS:
        return jsonify(error="cart is full"), 409
    cart[sku] = cart.get(sku, 0) + qty
    resp = make_response(jsonify(items=len(cart)), 201)
    resp.set_cookie(CART_COOKIE, dump_cart(cart), httponly=True, secure=True, samesite="Lax")
    return resp
