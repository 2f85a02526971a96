import math

from flask import Blueprint, jsonify, request

calc_bp = Blueprint("calc", __name__, url_prefix="/calc")


class ExpressionEvaluator:
    def __init__(self):
        self.namespace = {"sqrt": math.sqrt, "pi": math.pi, "log": math.log}

    def prepare(self, raw):
        expr = raw.replace("^", "**").strip()
        return expr if expr else "0"

    def evaluate(self, raw):
        expr = self.prepare(raw)
        return eval(expr, {"__builtins__": {}}, self.namespace)


@calc_bp.get("/eval")
def evaluate():
    evaluator = ExpressionEvaluator()
    value = evaluator.evaluate(request.args.get("expr", ""))
    return jsonify({"result": value})
