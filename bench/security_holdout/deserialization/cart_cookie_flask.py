import base64
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)


def load_cart(raw):
    if not raw:
        return {"items": []}
    return pickle.loads(base64.b64decode(raw))


@app.route("/cart")
def view_cart():
    cart = load_cart(request.cookies.get("cart"))
    total = sum(i["price"] * i["qty"] for i in cart["items"])
    return jsonify({"items": cart["items"], "total": total})
