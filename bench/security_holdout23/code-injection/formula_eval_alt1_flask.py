import math

from flask import Flask, jsonify, request

app = Flask(__name__)

ALLOWED_NAMES = {name: getattr(math, name) for name in ("sqrt", "log", "exp", "floor", "ceil")}
ALLOWED_NAMES.update({"abs": abs, "round": round, "min": min, "max": max})


def evaluate_cell(formula, cells):
    scope = dict(ALLOWED_NAMES)
    scope.update(cells)
    return eval(formula, {"__builtins__": {}}, scope)


@app.post("/sheets/evaluate")
def evaluate():
    payload = request.get_json(force=True)
    formula = str(payload.get("formula", "")).lstrip("=")
    cells = {k: float(v) for k, v in payload.get("cells", {}).items() if k.isidentifier()}
    try:
        value = evaluate_cell(formula, cells)
    except Exception as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(value=value)
