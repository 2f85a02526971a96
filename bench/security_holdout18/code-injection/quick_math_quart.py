import operator
import re

from quart import Quart, jsonify, request

app = Quart(__name__)

NUMBER = r"\s*(-?\d+(?:\.\d+)?)\s*"
EXPRESSION = re.compile(NUMBER + r"([-+*/])" + NUMBER)
OPERATIONS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}


@app.post("/compute")
async def compute():
    data = await request.get_json()
    expression = str(data.get("expression", ""))
    match = EXPRESSION.fullmatch(expression)
    if match is None:
        return jsonify(error="expected '<number> <op> <number>'"), 400
    left, symbol, right = match.groups()
    try:
        result = OPERATIONS[symbol](float(left), float(right))
    except ZeroDivisionError:
        return jsonify(error="division by zero"), 400
    return jsonify(expression=expression, result=result)
