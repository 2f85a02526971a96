import base64
import pickle

from flask import Flask, request

app = Flask(__name__)


@app.route("/cart")
def show_cart():
    blob = request.cookies.get("cart", "")
    cart = pickle.loads(base64.b64decode(blob)) if blob else []
    return {"items": cart}
