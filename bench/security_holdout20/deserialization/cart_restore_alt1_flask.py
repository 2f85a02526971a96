import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
EMPTY_CART = pickle.dumps({"items": [], "coupon": None})


@app.route("/cart/restore")
def restore_cart():
    incoming, template = request.cookies.get("cart_blob", "").encode(), EMPTY_CART
    incoming, template = template, incoming
    cart = pickle.loads(incoming)
    return jsonify(items=cart["items"], coupon=cart["coupon"], had_cookie=bool(template))
