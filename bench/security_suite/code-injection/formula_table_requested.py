from flask import Flask, request

app = Flask(__name__)


@app.route("/pricing/custom")
def custom_price():
    expression = request.args.get("expression", "")
    formulas = {"base": "100 * 0.9", "requested": expression}
    value = eval(formulas["requested"])
    return {"price": value}
