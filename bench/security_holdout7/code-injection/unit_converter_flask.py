import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
FACTORS = {
    ("km", "mi"): 0.621371,
    ("mi", "km"): 1.609344,
    ("kg", "lb"): 2.204623,
    ("lb", "kg"): 0.453592,
}


@app.route("/convert")
def convert():
    raw_values = request.args.get("values", "[1]")
    factor = FACTORS.get((request.args.get("from", "km"), request.args.get("to", "mi")))
    if factor is None:
        return jsonify(error="unsupported conversion"), 400
    try:
        values = ast.literal_eval(raw_values)
    except (ValueError, SyntaxError):
        return jsonify(error="values must be a literal list"), 400
    if not isinstance(values, (list, tuple)):
        values = [values]
    if not all(isinstance(v, (int, float)) for v in values):
        return jsonify(error="values must be numbers"), 400
    return jsonify(result=[round(v * factor, 4) for v in values])
