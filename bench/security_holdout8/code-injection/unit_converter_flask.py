import math

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
FACTORS = {"km": 1000, "m": 1, "cm": 0.01, "mm": 0.001}


@app.route("/convert")
def convert_length():
    try:
        value = float(request.args.get("value", "0"))
    except ValueError:
        abort(400)
    if not math.isfinite(value):
        abort(400)
    src = request.args.get("from", "m")
    dst = request.args.get("to", "m")
    if src not in FACTORS or dst not in FACTORS:
        abort(400)
    expr = f"{value!r} * {FACTORS[src]!r} / {FACTORS[dst]!r}"
    result = eval(expr, {"__builtins__": {}})
    return jsonify({"value": result, "unit": dst})
