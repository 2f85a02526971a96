from urllib.parse import unquote

from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calculator():
    raw = request.args.get("expr", "1%2B1")
    expression = unquote(raw)
    result = eval(expression)
    return {"expression": expression, "result": str(result)}
