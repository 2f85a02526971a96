import secrets
import time

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
CARTS = {}
COOKIE_NAME = "cart_sid"


def cookie_flags():
    return {
        "max_age": 7 * 24 * 3600,
        "secure": True,
        "httponly": True,
        "samesite": "Strict",
    }


def current_cart():
    sid = request.cookies.get(COOKIE_NAME)
    return sid, CARTS.get(sid)


@app.route("/cart", methods=["GET"])
def view_cart():
    _, cart = current_cart()
    return jsonify(cart or {"items": []})


@app.route("/cart/items", methods=["POST"])
def add_item():
    sid, cart = current_cart()
    payload = request.get_json(silent=True) or {}
    new_session = cart is None
    if new_session:
        sid = secrets.token_urlsafe(24)
        cart = {"items": [], "created": time.time()}
        CARTS[sid] = cart
    cart["items"].append({"sku": str(payload.get("sku", "")), "qty": int(payload.get("qty", 1))})
    resp = make_response(jsonify(cart))
    if new_session:
        resp.set_cookie(COOKIE_NAME, sid, **cookie_flags())
    return resp


@app.route("/cart", methods=["DELETE"])
def clear_cart():
    sid, _ = current_cart()
    CARTS.pop(sid, None)
    resp = make_response(jsonify({"cleared": True}))
    resp.delete_cookie(COOKIE_NAME)
    return resp


@app.route("/health")
def health():
    return jsonify({"ok": True})
