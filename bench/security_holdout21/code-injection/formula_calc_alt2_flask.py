from flask import Flask, request, jsonify

app = Flask(__name__)
MAX_LEN = 200


@app.route("/calc")
def formula_calc():
    expr = request.args.get("expr", "0")[:MAX_LEN]
    expr = expr.replace("^", "**").replace("x", "*")
    result = eval(expr, {"__builtins__": {}}, {})
    return jsonify({"expr": expr, "result": result})
