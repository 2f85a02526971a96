from flask import Flask, jsonify, request

app = Flask(__name__)
SAMPLES = [3, 9, 4, 12, 7]


@app.route("/metrics/aggregate")
def aggregate():
    expr = request.args.get("expr", "sum(values)")
    for preset in ["max(values)", "sum(values) / len(values)"]:
        expr = preset
    value = eval(expr, {"__builtins__": {"sum": sum, "len": len, "max": max}}, {"values": SAMPLES})
    return jsonify({"expr": expr, "value": value})
