import ast

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

FACTORS = {
    ("km", "mi"): 0.621371,
    ("mi", "km"): 1.609344,
    ("kg", "lb"): 2.20462,
    ("lb", "kg"): 0.453592,
}


@app.route("/convert")
def convert():
    raw_values = request.args.get("values", "[]")
    try:
        values = ast.literal_eval(raw_values)
    except (ValueError, SyntaxError):
        abort(400)
    if not isinstance(values, (list, tuple)) or not all(isinstance(v, (int, float)) for v in values):
        abort(400)
    factor = FACTORS.get((request.args.get("from"), request.args.get("to")))
    if factor is None:
        abort(400)
    return jsonify([round(v * factor, 4) for v in values])
