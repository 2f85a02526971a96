from decimal import Decimal

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_FORMULA = "base * qty"


class QuoteCalculator:
    def __init__(self, base_price):
        self.base_price = base_price

    def compute(self, formula, qty):
        scope = {"base": float(self.base_price), "qty": qty, "round": round}
        return eval(formula, scope)


@app.post("/quotes/preview")
def preview_quote():
    payload = request.get_json(force=True)
    calc = QuoteCalculator(Decimal(str(payload.get("base_price", "0"))))
    formula = payload.get("formula") or DEFAULT_FORMULA
    qty = int(payload.get("qty", 1))
    return jsonify({"total": calc.compute(formula, qty)})
