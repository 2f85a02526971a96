from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calculate():
    expression = request.args.get("expr", "1+1")
    result = eval(expression)
    return {"result": result}
