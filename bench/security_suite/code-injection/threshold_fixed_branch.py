from flask import Flask, request

app = Flask(__name__)
STRICT = 1


@app.route("/alerts/threshold")
def threshold():
    rule = request.args.get("rule", "")
    if STRICT == 1:
        expression = "40 + 2"
    else:
        expression = rule
    limit = eval(expression)
    return {"limit": limit}
