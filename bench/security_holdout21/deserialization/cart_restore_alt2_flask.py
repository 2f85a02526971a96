import base64
import pickle

from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/cart/restore")
def restore_cart():
    blob = request.cookies.get("cart_state", "")
    if not blob:
        return jsonify({"items": []})
    decoded = base64.b64decode(blob.encode("ascii"))
    cart = pickle.loads(decoded)
    return jsonify({"items": list(cart.get("items", []))})
