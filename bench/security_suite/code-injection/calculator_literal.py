import ast

from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calculate():
    expression = request.args.get("expr", "[1, 2]")
    result = ast.literal_eval(expression)
    return {"result": result}
