import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def restore_cart(encoded):
    if not encoded:
        return {"items": []}
    raw = base64.urlsafe_b64decode(encoded.encode())
    return pickle.loads(raw)


@app.route("/cart")
def view_cart():
    cart = restore_cart(request.cookies.get("cart"))
    total = sum(i.get("price", 0) * i.get("qty", 1) for i in cart["items"])
    return jsonify(items=cart["items"], total=total)
