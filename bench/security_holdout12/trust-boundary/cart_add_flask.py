import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


def line_item(form):
    return {
        "sku": form.get("sku"),
        "qty": form.get("qty", "1"),
        "price": form.get("price"),
    }


@app.route("/cart/add", methods=["POST"])
def add_to_cart():
    item = line_item(request.form)
    cart = session.get("cart", [])
    cart.append(item)
    session["cart"] = cart
    return jsonify({"items": len(cart)})
