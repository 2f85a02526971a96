from flask import Flask, jsonify, request

app = Flask(__name__)


def build_expression(base, adjustment):
    return "(%s) * %s" % (base, adjustment)


@app.route("/pricing/calc")
def calculate():
    param = request.args.get("formula", "0")
    factor = request.args.get("factor")
    bar = param if param else "0"
    expr = build_expression(bar, "1.2" if factor is None else "1.0")
    value = eval(expr)
    return jsonify({"value": value})
