import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
CART_COOKIE = "cart"


class CartCodec:
    @staticmethod
    def dump(cart: dict) -> str:
        return base64.b64encode(pickle.dumps(cart)).decode()

    @staticmethod
    def load(value: str) -> dict:
        if not value:
            return {}
        return pickle.loads(base64.b64decode(value))


@app.post("/cart/<sku>")
def add_to_cart(sku):
    cart = CartCodec.load(request.cookies.get(CART_COOKIE, ""))
    cart[sku] = cart.get(sku, 0) + int(request.form.get("qty", 1))
    resp = make_response(jsonify(cart))
    resp.set_cookie(CART_COOKIE, CartCodec.dump(cart), secure=True, httponly=True)
    return resp
