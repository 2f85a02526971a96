import base64
import pickle

from flask import Flask, make_response, redirect, render_template, request, url_for

app = Flask(__name__)


def load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return {}
    return pickle.loads(base64.b64decode(raw))


def store_cart(response, cart):
    blob = base64.b64encode(pickle.dumps(cart)).decode()
    response.set_cookie("cart", blob, httponly=True, samesite="Lax")
    return response


@app.get("/cart")
def show_cart():
    return render_template("cart.html", cart=load_cart())


@app.post("/cart/add")
def add_to_cart():
    cart = load_cart()
    sku = request.form["sku"]
    cart[sku] = cart.get(sku, 0) + int(request.form.get("qty", 1))
    return store_cart(make_response(redirect(url_for("show_cart"))), cart)
