from decimal import Decimal

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/api/quotes/preview", methods=["POST"])
def preview_quote():
    body = request.get_json() or {}
    qty = int(body.get("qty", 1))
    unit_price = float(body.get("unit_price", 0))
    formula = body.get("discount_formula", "0")
    context = {"qty": qty, "unit_price": unit_price, "subtotal": qty * unit_price}
    discount = eval(formula, {"__builtins__": {}}, context)
    total = Decimal(str(context["subtotal"])) - Decimal(str(discount))
    return jsonify({
        "subtotal": context["subtotal"],
        "discount": discount,
        "total": float(total.quantize(Decimal("0.01"))),
    })


if __name__ == "__main__":
    app.run(debug=False)
