from flask import Flask, jsonify, request

app = Flask(__name__)
DEFAULT_VARS = {"rate": 0.2, "base": 100}


@app.route("/calc", methods=["POST"])
def calculate():
    data = request.get_json(force=True)
    expression = data.get("expression", "0")
    variables = dict(DEFAULT_VARS)
    variables.update({k: float(v) for k, v in data.get("vars", {}).items()})
    expression = expression.replace("^", "**")
    try:
        result = eval(expression, {}, variables)
    except Exception as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"result": result})
