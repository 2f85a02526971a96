from flask import Flask, jsonify, request

app = Flask(__name__)

HELPERS = {"round": round, "min": min, "max": max}


@app.route("/api/quotes/estimate", methods=["POST"])
def estimate():
    data = request.get_json(force=True) or {}
    expression = data.get("formula", "base * qty")
    try:
        variables = {
            "base": float(data.get("base", 0)),
            "qty": int(data.get("qty", 1)),
            "discount": float(data.get("discount", 0)),
        }
    except (TypeError, ValueError):
        return jsonify(error="numeric fields expected"), 400
    try:
        total = eval(expression, HELPERS, variables)
    except Exception as exc:
        return jsonify(error=f"could not evaluate formula: {exc}"), 422
    return jsonify(formula=expression, total=total)
