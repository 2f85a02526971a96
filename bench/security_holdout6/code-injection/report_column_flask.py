from flask import Flask, abort, jsonify, request

app = Flask(__name__)

COLUMN_FORMULAS = {
    "subtotal": "price * quantity",
    "tax": "price * quantity * tax_rate",
    "total": "price * quantity * (1 + tax_rate)",
}

LINE_ITEMS = [
    {"price": 12.0, "quantity": 2, "tax_rate": 0.2},
    {"price": 3.5, "quantity": 10, "tax_rate": 0.05},
]


@app.route("/reports/column")
def report_column():
    column = request.args.get("column", "total")
    formula = COLUMN_FORMULAS.get(column)
    if formula is None:
        abort(404)
    values = [eval(formula, {"__builtins__": {}}, dict(item)) for item in LINE_ITEMS]
    return jsonify({"column": column, "values": values})
