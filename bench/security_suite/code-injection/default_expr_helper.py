from flask import Flask, request

app = Flask(__name__)


def default_expression(submitted):
    return "sum(range(10))"


@app.route("/calc/default")
def calc_default():
    submitted = request.args.get("expr", "")
    result = eval(default_expression(submitted))
    return {"result": result}
