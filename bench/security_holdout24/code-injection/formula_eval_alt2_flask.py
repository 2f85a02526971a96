import math

from flask import Blueprint, jsonify, request

bp = Blueprint("calc", __name__)
MATH_NAMES = {name: getattr(math, name) for name in ("sqrt", "log", "sin", "cos", "pi", "e")}


def evaluate(expression: str, variables: dict[str, float]) -> float:
    scope = {**MATH_NAMES, **variables}
    return eval(expression, scope)


@bp.post("/calc")
def calc():
    payload = request.get_json() or {}
    expression = payload.get("expr", "0")
    if len(expression) > 200 or "import" in expression:
        return jsonify(error="expression rejected"), 400
    variables = {k: float(v) for k, v in payload.get("vars", {}).items()}
    return jsonify(result=evaluate(expression, variables))
