import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
)


def compile_expression(text):
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, ALLOWED_NODES):
            raise ValueError(f"unsupported syntax: {type(node).__name__}")
        if isinstance(node, ast.Constant) and type(node.value) not in (int, float):
            raise ValueError("only numbers are allowed")
    return compile(tree, "<calc>", "eval")


@app.route("/calc")
def calc():
    expression = request.args.get("expr", "")[:200]
    try:
        code = compile_expression(expression)
        result = eval(code, {"__builtins__": {}}, {})
    except (SyntaxError, ValueError, ZeroDivisionError) as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"result": result})
