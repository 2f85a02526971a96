import base64
import hashlib
import hmac
import os
import pickle

from flask import Flask, jsonify, request

app = Flask(__name__)
SIGNING_KEY = os.environ["CART_SIGNING_KEY"].encode()


def split_token(token):
    body, _, sig = token.rpartition(".")
    return base64.urlsafe_b64decode(body.encode("ascii")), sig


@app.route("/cart")
def show_cart():
    token = request.cookies.get("cart", "")
    if "." not in token:
        return jsonify(items=[])
    body, sig = split_token(token)
    expected = hmac.new(SIGNING_KEY, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        return jsonify(items=[]), 400
    items = pickle.loads(body)
    return jsonify(items=items)
