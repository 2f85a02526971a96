from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc", methods=["POST"])
def calculate():
    param = (request.get_json(silent=True) or {}).get("expr", "0")
    num = 196
    if (500 / 42) + num > 200:
        bar = param
    else:
        bar = "1 + 1"
    result = eval(bar)
    return jsonify({"result": result})
