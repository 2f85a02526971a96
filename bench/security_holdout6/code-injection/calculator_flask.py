from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc")
def calculate():
    expression = request.args.get("expr", "0")
    try:
        value = eval(expression, {"__builtins__": {}}, {})
    except Exception as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(expression=expression, value=value)
