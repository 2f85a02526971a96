import ast
import math
import operator

from flask import Blueprint, jsonify, request

bp = Blueprint("calc", __name__)
FUNCS = {"sqrt": math.sqrt, "log": math.log, "sin": math.sin, "cos": math.cos}
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
       ast.Div: operator.truediv, ast.USub: operator.neg}


def evaluate(node: ast.AST, variables: dict[str, float]) -> float:
    match node:
        case ast.Expression(body=body):
            return evaluate(body, variables)
        case ast.Constant(value=int() | float() as value):
            return value
        case ast.Name(id=name) if name in variables:
            return variables[name]
        case ast.BinOp(left=lhs, op=op, right=rhs) if type(op) in OPS:
            return OPS[type(op)](evaluate(lhs, variables), evaluate(rhs, variables))
        case ast.UnaryOp(op=op, operand=arg) if type(op) in OPS:
            return OPS[type(op)](evaluate(arg, variables))
        case ast.Call(func=ast.Name(id=fn), args=[arg], keywords=[]) if fn in FUNCS:
            return FUNCS[fn](evaluate(arg, variables))
    raise ValueError("unsupported expression")


@bp.post("/calc")
def calc():
    payload = request.get_json() or {}
    variables = {k: float(v) for k, v in payload.get("vars", {}).items()}
    try:
        tree = ast.parse(str(payload.get("expr", "0"))[:200], mode="eval")
        return jsonify(result=evaluate(tree, variables))
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError):
        return jsonify(error="invalid expression"), 400
