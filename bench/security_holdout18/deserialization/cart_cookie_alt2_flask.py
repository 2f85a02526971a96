import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
PRICES = {"mug": 9.5, "poster": 14.0, "hoodie": 39.0}


def read_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return {}
    return pickle.loads(base64.urlsafe_b64decode(raw))


@app.post("/cart/<item>")
def add_to_cart(item):
    cart = read_cart()
    cart[item] = cart.get(item, 0) + 1
    total = sum(PRICES.get(name, 0) * qty for name, qty in cart.items())
    resp = make_response(jsonify(cart=cart, total=total))
    resp.set_cookie("cart", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), httponly=True)
    return resp
