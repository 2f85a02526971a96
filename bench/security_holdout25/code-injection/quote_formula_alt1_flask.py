from flask import Flask, jsonify, request

app = Flask(__name__)

RATES = {"vat": 0.2, "shipping": 4.99, "discount": 0.0}


@app.post("/api/quote")
def quote():
    data = request.get_json() or {}
    formula = data.get("formula") or "base * (1 + vat) + shipping"
    scope = dict(RATES)
    scope["base"] = float(data.get("base", 0))
    scope["qty"] = int(data.get("qty", 1))
    total = eval(formula, {"__builtins__": {}}, scope)
    return jsonify({"formula": formula, "total": round(float(total), 2)})
