import os

from flask import Flask, jsonify, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
PRICES = {"mug": 9.5, "poster": 14.0, "hoodie": 39.0}
cart_codec = URLSafeSerializer(os.environ["CART_SECRET"], salt="cart-v2")


def read_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return {}
    try:
        return cart_codec.loads(raw)
    except BadSignature:
        return {}


@app.post("/cart/<item>")
def add_to_cart(item):
    cart = read_cart()
    cart[item] = cart.get(item, 0) + 1
    total = sum(PRICES.get(name, 0) * qty for name, qty in cart.items())
    resp = make_response(jsonify(cart=cart, total=total))
    resp.set_cookie("cart", cart_codec.dumps(cart), httponly=True, secure=True, samesite="Lax")
    return resp
