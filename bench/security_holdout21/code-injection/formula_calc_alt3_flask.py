import logging
import math
import re

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("sheets.formula")

CELL_RE = re.compile(r"\b([A-Z])([0-9]{1,3})\b")
MATH_NAMES = {
    "sqrt": math.sqrt,
    "log": math.log,
    "pi": math.pi,
    "round": round,
    "abs": abs,
    "min": min,
    "max": max,
}


class FormulaError(Exception):
    pass


def resolve_cells(formula, cells):
    def replace(match):
        key = f"{match.group(1)}{match.group(2)}"
        if key not in cells:
            raise FormulaError(f"unknown cell {key}")
        return repr(float(cells[key]))
    return CELL_RE.sub(replace, formula)


def evaluate(formula, cells):
    expression = resolve_cells(formula.lstrip("="), cells)
    namespace = {"__builtins__": {}}
    namespace.update(MATH_NAMES)
    return eval(expression, namespace)


@app.route("/api/formula/evaluate", methods=["POST"])
def evaluate_formula():
    payload = request.get_json(silent=True) or {}
    formula = payload.get("formula", "")
    cells = payload.get("cells", {})
    if not formula.startswith("="):
        return jsonify({"value": formula})
    try:
        value = evaluate(formula, cells)
    except FormulaError as exc:
        return jsonify({"error": str(exc)}), 422
    except Exception:
        log.info("formula could not be evaluated: %r", formula)
        return jsonify({"error": "#VALUE!"}), 422
    return jsonify({"value": value})


@app.route("/api/formula/functions")
def list_functions():
    return jsonify(sorted(MATH_NAMES))
