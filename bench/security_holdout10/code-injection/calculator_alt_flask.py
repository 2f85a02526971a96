from flask import Flask, request, jsonify

app = Flask(__name__)

OPERATORS = {"add": "+", "sub": "-", "mul": "*", "div": "/"}


@app.route("/calc")
def calc():
    left = request.args.get("a", "0")
    right = request.args.get("b", "0")
    op = OPERATORS.get(request.args.get("op", "add"), "+")
    expression = " ".join([left, op, right])
    try:
        value = eval(expression)
    except Exception as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"expression": expression, "value": value})
