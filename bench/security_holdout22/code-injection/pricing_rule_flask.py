import math
from numbers import Number

from flask import Blueprint, jsonify, request
from flask.views import MethodView
from flask_login import login_required

pricing_bp = Blueprint("pricing", __name__, url_prefix="/api/pricing")

MATH_HELPERS = {
    "min": min,
    "max": max,
    "round": round,
    "ceil": math.ceil,
    "floor": math.floor,
}


class RulePreviewView(MethodView):
    decorators = [login_required]

    def post(self):
        payload = request.get_json(silent=True) or {}
        formula = payload.get("formula", "")
        inputs = payload.get("inputs", {})

        if not isinstance(formula, str) or not formula.strip():
            return jsonify(error="formula is required"), 400
        if not isinstance(inputs, dict):
            return jsonify(error="inputs must be an object"), 400
        for key, value in inputs.items():
            if not key.isidentifier() or not isinstance(value, Number):
                return jsonify(error=f"input {key!r} must be a numeric variable"), 400

        variables = dict(MATH_HELPERS)
        variables.update(inputs)
        try:
            price = eval(formula, {"__builtins__": {}}, variables)
        except ZeroDivisionError:
            return jsonify(error="formula divides by zero"), 422
        except Exception as exc:
            return jsonify(error=f"formula could not be evaluated: {exc}"), 422

        return jsonify(
            formula=formula,
            inputs=inputs,
            price=round(float(price), 2),
        )


pricing_bp.add_url_rule("/rules/preview", view_func=RulePreviewView.as_view("rule_preview"))
