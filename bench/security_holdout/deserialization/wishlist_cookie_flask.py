import base64
import json

from flask import Flask, jsonify, request

app = Flask(__name__)


def load_wishlist(raw):
    if not raw:
        return {"items": []}
    return json.loads(base64.b64decode(raw))


@app.route("/wishlist")
def view_wishlist():
    wishlist = load_wishlist(request.cookies.get("wishlist"))
    skus = [i["sku"] for i in wishlist.get("items", [])]
    return jsonify({"skus": skus, "count": len(skus)})
