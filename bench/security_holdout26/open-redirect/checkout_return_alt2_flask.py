from flask import Flask, redirect, request, url_for

app = Flask(__name__)

DESTINATIONS = {"cart": "show_cart", "orders": "list_orders"}


@app.route("/cart")
def show_cart():
    return "cart"


@app.route("/orders")
def list_orders():
    return "orders"


@app.route("/checkout/return")
def checkout_return():
    key = request.args.get("to", "cart")
    endpoint = DESTINATIONS.get(key, "show_cart")
    return redirect(url_for(endpoint))
