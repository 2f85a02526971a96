from flask import Flask, request

app = Flask(__name__)


def cleaned_expression(submitted):
    return submitted.strip()


@app.route("/calc/cleaned")
def calc_cleaned():
    submitted = request.args.get("expr", "")
    result = eval(cleaned_expression(submitted))
    return {"result": result}
