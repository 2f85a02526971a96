import base64
import pickle

from flask import Flask, jsonify, make_response, request

from shop.catalog import price_for

app = Flask(__name__)
CART_COOKIE = "saved_cart"


def load_cart():
    raw = request.cookies.get(CART_COOKIE)
    if not raw:
        return {}
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.route("/cart")
def view_cart():
    cart = load_cart()
    lines = [{"sku": sku, "qty": qty, "price": price_for(sku)} for sku, qty in cart.items()]
    return jsonify({"lines": lines, "total": sum(l["qty"] * l["price"] for l in lines)})


@app.route("/cart/<sku>", methods=["PUT"])
def set_quantity(sku):
    cart = load_cart()
    cart[sku] = int(request.form.get("qty", 1))
    resp = make_response(jsonify({"ok": True}))
    resp.set_cookie(CART_COOKIE, base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), secure=True, httponly=True)
    return resp
