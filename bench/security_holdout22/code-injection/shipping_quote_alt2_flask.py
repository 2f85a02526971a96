import math

from flask import Blueprint, abort, jsonify, request

shipping_bp = Blueprint("shipping", __name__, url_prefix="/api/shipping")

CARRIER_FORMULAS = {
    "parcelnet": "base + weight_kg * 1.15 + max(0, volume_l - 40) * 0.05",
    "swiftpost": "base * 1.2 + ceil(weight_kg) * 0.95",
    "freightco": "max(base * 3, weight_kg * 0.42 + distance_km * 0.011)",
}
BASE_RATES = {"domestic": 4.90, "eu": 9.50, "world": 18.00}
FORMULA_GLOBALS = {"__builtins__": {}, "max": max, "min": min, "ceil": math.ceil}


def _number(payload, key, default=None):
    value = payload.get(key, default)
    try:
        return float(value)
    except (TypeError, ValueError):
        abort(400, description=f"{key} must be a number")


@shipping_bp.post("/quote")
def quote():
    payload = request.get_json(force=True, silent=True) or {}
    carrier = payload.get("carrier", "parcelnet")
    zone = payload.get("zone", "domestic")

    if carrier not in CARRIER_FORMULAS:
        abort(400, description="unknown carrier")
    if zone not in BASE_RATES:
        abort(400, description="unknown zone")

    variables = {
        "base": BASE_RATES[zone],
        "weight_kg": _number(payload, "weight_kg"),
        "volume_l": _number(payload, "volume_l", 0),
        "distance_km": _number(payload, "distance_km", 0),
    }
    amount = eval(CARRIER_FORMULAS[carrier], FORMULA_GLOBALS, variables)

    return jsonify(
        carrier=carrier,
        zone=zone,
        currency="EUR",
        amount=round(amount, 2),
    )
