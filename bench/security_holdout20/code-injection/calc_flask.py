from flask import Flask, jsonify, request

app = Flask(__name__)
PRECISION = 4


@app.route("/calc")
def calc():
    expr = request.args.get("expr", "0")
    try:
        value = float(expr)
    except ValueError:
        value = eval(expr)
    return jsonify({"expr": expr, "value": round(value, PRECISION)})
