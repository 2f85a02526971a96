import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
CATALOG = {"basic": 19.0, "pro": 49.0, "team": 99.0}


@app.route("/checkout/apply-promo", methods=["POST"])
def apply_promo():
    plan = request.form.get("plan", "basic")
    discount = request.form.get("discount_pct", "0")
    session["plan"] = plan if plan in CATALOG else "basic"
    session["discount_pct"] = discount
    return jsonify(ok=True)


@app.route("/checkout/total")
def checkout_total():
    price = CATALOG[session.get("plan", "basic")]
    pct = float(session.get("discount_pct", 0))
    return jsonify(total=round(price * (100 - pct) / 100, 2))
