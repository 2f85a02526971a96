from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/sheets/evaluate")
def evaluate_cell():
    payload = request.get_json(force=True) or {}
    cells = dict(payload.get("cells", {}))
    target = payload.get("target", "A1")
    formula = str(cells.get(target, "0"))
    if formula.startswith("="):
        formula = formula[1:]
    scope = {"SUM": sum, "MAX": max, "MIN": min}
    value = eval(formula, {"__builtins__": {}}, scope)
    return jsonify(target=target, value=value)
