import math
from decimal import Decimal

from flask import Blueprint, Flask, abort, g, jsonify, request

from .auth import load_user_from_token

rules_bp = Blueprint("rules", __name__, url_prefix="/api/pricing")

RULE_HELPERS = {"min": min, "max": max, "round": round, "floor": math.floor, "ceil": math.ceil}


@rules_bp.before_request
def authenticate():
    user = load_user_from_token(request.headers.get("Authorization", ""))
    if user is None:
        abort(401)
    g.user = user


def apply_rule(expression, cart):
    scope = dict(RULE_HELPERS)
    scope.update(
        subtotal=float(cart["subtotal"]),
        items=len(cart["lines"]),
        loyalty_years=cart.get("loyalty_years", 0),
    )
    return eval(expression, {"__builtins__": {}}, scope)


@rules_bp.post("/preview")
def preview_discount():
    body = request.get_json(force=True)
    expression = body.get("rule", "0")
    cart = body.get("cart") or {"subtotal": 0, "lines": []}
    if len(expression) > 500:
        return jsonify(error="rule too long"), 400
    try:
        discount = apply_rule(expression, cart)
    except Exception as exc:
        return jsonify(error=f"rule error: {exc}"), 422
    total = Decimal(str(cart["subtotal"])) - Decimal(str(discount))
    return jsonify(discount=discount, total=str(max(total, Decimal("0"))))


@rules_bp.get("/helpers")
def list_helpers():
    return jsonify(sorted(RULE_HELPERS))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(rules_bp)
    return app
