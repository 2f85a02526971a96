from flask import Flask, request

app = Flask(__name__)


@app.route("/pricing/discount")
def discount():
    code = request.args.get("code", "")
    formulas = {"base": "100 * 0.9", "requested": code}
    value = eval(formulas["base"])
    return {"code": formulas["requested"], "price": value}
