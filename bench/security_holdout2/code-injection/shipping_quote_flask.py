from flask import Flask, abort, jsonify, request

app = Flask(__name__)

RATE_FORMULAS = {
    "standard": "4.99 + weight * 0.85",
    "express": "9.99 + weight * 1.40 + (distance / 100) * 2",
    "freight": "max(45.0, weight * 0.55 + distance * 0.12)",
}
COMPILED = {name: compile(src, f"<rate:{name}>", "eval") for name, src in RATE_FORMULAS.items()}


@app.get("/shipping/quote")
def shipping_quote():
    service = request.args.get("service", "standard")
    if service not in COMPILED:
        abort(400)
    try:
        weight = float(request.args["weight"])
        distance = float(request.args.get("distance", 0))
    except (KeyError, ValueError):
        abort(400)
    variables = {"weight": weight, "distance": distance}
    price = eval(COMPILED[service], {"__builtins__": {"max": max}}, variables)
    return jsonify(service=service, price=round(price, 2))
