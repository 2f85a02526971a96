from flask import Flask, jsonify, request

app = Flask(__name__)

ALLOWED_NAMES = {"abs": abs, "round": round, "min": min, "max": max}


class Expression:
    def __init__(self, text, precision):
        self.text = text
        self.precision = precision

    def evaluate(self):
        value = eval(self.text, {"__builtins__": {}}, dict(ALLOWED_NAMES))
        return round(float(value), self.precision)


@app.post("/widgets/calculator")
def calculate():
    body = request.get_json(silent=True) or {}
    expr = Expression(str(body.get("expression", "0")), int(body.get("precision", 2)))
    try:
        return jsonify(result=expr.evaluate())
    except Exception as exc:
        return jsonify(error=str(exc)), 400
