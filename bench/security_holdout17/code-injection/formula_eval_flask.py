from flask import Blueprint, jsonify, request

pricing = Blueprint("pricing", __name__, url_prefix="/pricing")

BASE_RATES = {"standard": 9.5, "express": 19.0, "overnight": 34.0}


@pricing.post("/quote")
def quote():
    payload = request.get_json(force=True)
    weight = float(payload.get("weight", 1))
    service = payload.get("service", "standard")
    formula = payload.get("formula", "base + weight * 1.2")
    scope = {"base": BASE_RATES.get(service, 9.5), "weight": weight, "min": min, "max": max}
    price = eval(formula, {"__builtins__": {}}, scope)
    return jsonify({"service": service, "price": round(float(price), 2)})
