from flask import Flask, abort, jsonify, request

app = Flask(__name__)

CONVERSIONS = {
    "c_to_f": "x * 9 / 5 + 32",
    "f_to_c": "(x - 32) * 5 / 9",
    "km_to_mi": "x * 0.621371",
    "mi_to_km": "x / 0.621371",
    "kg_to_lb": "x * 2.20462",
}


@app.route("/convert/<kind>")
def convert(kind):
    formula = CONVERSIONS.get(kind)
    if formula is None:
        abort(404)
    try:
        amount = float(request.args.get("value", "0"))
    except ValueError:
        abort(400)
    precision = 4 if request.args.get("precise") == "1" else 2
    result = eval(formula, {"__builtins__": {}}, {"x": amount})
    return jsonify(kind=kind, value=amount, result=round(result, precision))
