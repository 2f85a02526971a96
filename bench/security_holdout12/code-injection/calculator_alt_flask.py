from flask import Flask, jsonify, request

app = Flask(__name__)


class Expression:
    def __init__(self, left, op, right):
        self.text = "%s %s %s" % (left, op, right)

    def evaluate(self):
        return eval(self.text)


@app.route("/calc")
def calc():
    parts = [request.args.get(k, "0") for k in ("a", "op", "b")]
    expr = Expression(*parts)
    return jsonify({"expression": expr.text, "result": expr.evaluate()})
