from decimal import Decimal

from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_PRICES = {"basic": Decimal("9.99"), "pro": Decimal("29.00"), "team": Decimal("99.00")}


class QuoteCalculator:
    def __init__(self, plan, seats):
        self.base = float(BASE_PRICES.get(plan, BASE_PRICES["basic"]))
        self.seats = seats

    def apply(self, formula):
        scope = {"base": self.base, "seats": self.seats, "round": round, "min": min, "max": max}
        return eval(formula, scope)


@app.route("/quotes/preview", methods=["POST"])
def preview_quote():
    data = request.get_json() or {}
    calc = QuoteCalculator(data.get("plan", "basic"), int(data.get("seats", 1)))
    formula = data.get("pricing_formula", "base * seats")
    return jsonify({"plan": data.get("plan", "basic"), "total": calc.apply(formula)})
