from flask import Flask, abort, jsonify, request

app = Flask(__name__)

OPERATORS = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


@app.route("/api/calc")
def calc():
    op = request.args.get("op", "add")
    symbol = OPERATORS.get(op)
    if symbol is None:
        abort(400, description="unknown operator")
    try:
        a = float(request.args.get("a", "0"))
        b = float(request.args.get("b", "0"))
    except ValueError:
        abort(400, description="operands must be numbers")
    expression = f"{a!r} {symbol} {b!r}"
    try:
        result = eval(expression, {"__builtins__": {}}, {})
    except (ZeroDivisionError, NameError):
        abort(422, description="result is undefined")
    return jsonify(expression=expression, result=result)
