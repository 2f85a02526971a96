from flask import Blueprint, abort, jsonify, request

bp = Blueprint("pricing", __name__)

PRICING_RULES = {
    "starter": "seats * 12",
    "team": "seats * 10 + 20",
    "enterprise": "max(seats * 8, 400)",
}


@bp.get("/pricing/<plan>")
def price(plan):
    rule = PRICING_RULES.get(plan)
    if rule is None:
        abort(404)
    seats = request.args.get("seats", 1, type=int)
    if not 1 <= seats <= 10_000:
        abort(400)
    total = eval(rule, {"__builtins__": {"max": max}}, {"seats": seats})
    return jsonify(plan=plan, seats=seats, monthly=total)
