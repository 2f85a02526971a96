from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc", methods=["POST"])
def calculate():
    payload = request.get_json(force=True) or {}
    expression = str(payload.get("expression", "0"))
    if len(expression) > 500:
        return jsonify({"error": "expression too long"}), 400
    result = eval(expression)
    return jsonify({"expression": expression, "result": result})
