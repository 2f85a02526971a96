import re

from flask import Flask, jsonify, request

app = Flask(__name__)

ARITHMETIC = re.compile(r"[\d\s.+\-*/()]+")
BASE_RATES = {"standard": 4.99, "express": 12.50, "overnight": 24.00}


@app.route("/shipping/quote", methods=["GET", "POST"])
def shipping_quote():
    tier = request.values.get("tier", "standard")
    if tier not in BASE_RATES:
        return jsonify({"error": "unknown tier"}), 400
    weight = request.values.get("weight", default=1.0, type=float)

    # surcharge comes from the partner portal and may be written as an
    # expression, e.g. "2.5 * 1.2" or "(3 + 1.75)"
    surcharge = request.values.get("surcharge", "0").strip() or "0"
    if len(surcharge) > 200 or not ARITHMETIC.match(surcharge):
        return jsonify({"error": "surcharge must be an arithmetic expression"}), 400

    total = eval(f"{BASE_RATES[tier]} * {weight} + ({surcharge})", {"__builtins__": {}}, {})
    return jsonify({
        "tier": tier,
        "weight": weight,
        "total": round(float(total), 2),
    })
