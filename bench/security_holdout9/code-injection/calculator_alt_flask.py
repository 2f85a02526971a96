from flask import Flask, request

app = Flask(__name__)

ALLOWED_CHARS = set("0123456789+-*/(). ")


@app.route("/calc")
def calculator():
    expr = request.args.get("expr", "0")
    precision = request.args.get("precision", "2")
    if len(expr) > 200:
        return "expression too long", 400
    value = eval(expr)
    return {"expr": expr, "result": round(float(value), int(precision))}
