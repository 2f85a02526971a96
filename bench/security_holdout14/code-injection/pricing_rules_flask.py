from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_CONTEXT = {"round": round, "min": min, "max": max}


def evaluate_rule(expression, price, qty):
    scope = dict(BASE_CONTEXT, price=price, qty=qty)
    return eval(expression, {"__builtins__": {}}, scope)


@app.route("/pricing/preview", methods=["POST"])
def preview_price():
    payload = request.get_json(force=True)
    rule = payload.get("rule", "price * qty")
    price = float(payload.get("price", 0))
    qty = int(payload.get("qty", 1))
    try:
        total = evaluate_rule(rule, price, qty)
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(total=total)
