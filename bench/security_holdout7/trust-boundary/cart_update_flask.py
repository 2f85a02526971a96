import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)

PRICES = {"basic": 10.0, "pro": 25.0, "team": 60.0}
TIER_DISCOUNT = {"standard": 0.0, "partner": 0.15, "staff": 0.4}


@app.route("/cart/update", methods=["POST"])
def update_cart():
    item = request.form.get("item", "basic")
    qty = int(request.form.get("qty", 1))
    tier = request.form.get("tier", "standard")
    cart = session.get("cart", {})
    if item in PRICES and qty > 0:
        cart[item] = cart.get(item, 0) + qty
    session["cart"] = cart
    session["pricing_tier"] = tier
    discount = TIER_DISCOUNT.get(tier, 0.0)
    total = sum(PRICES[i] * n for i, n in cart.items()) * (1 - discount)
    return jsonify(cart=cart, total=round(total, 2))
