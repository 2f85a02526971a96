from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/api/calc")
def calc():
    expression = request.args.get("q", "0")
    try:
        value = eval(expression)
    except Exception as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"q": expression, "value": value})
