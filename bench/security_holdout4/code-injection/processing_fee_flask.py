from flask import Blueprint, abort, jsonify, request

bp = Blueprint("fees", __name__, url_prefix="/api/fees")

FEE_FORMULAS = {
    "standard": "amount * 0.029 + 0.30",
    "nonprofit": "amount * 0.022 + 0.30",
    "enterprise": "max(amount * 0.019, 0.50)",
}


def calculate_fee(plan, amount):
    formula = FEE_FORMULAS[plan]
    return eval(formula, {"__builtins__": {"max": max}}, {"amount": amount})


@bp.route("/estimate")
def estimate():
    plan = request.args.get("plan", "standard")
    if plan not in FEE_FORMULAS:
        abort(404)
    try:
        amount = float(request.args.get("amount", "0"))
    except ValueError:
        abort(400)
    fee = round(calculate_fee(plan, amount), 2)
    return jsonify({"plan": plan, "amount": amount, "fee": fee, "net": round(amount - fee, 2)})
