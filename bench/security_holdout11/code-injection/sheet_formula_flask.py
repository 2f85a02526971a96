from flask import Flask, jsonify, request

app = Flask(__name__)


class Sheet:
    def __init__(self, cells):
        self.cells = cells

    def evaluate(self, formula):
        scope = dict(self.cells)
        return eval(formula, {"__builtins__": {}}, scope)


@app.route("/sheet/eval", methods=["POST"])
def eval_cell():
    payload = request.get_json(force=True)
    cells = {k: float(v) for k, v in payload.get("cells", {}).items()}
    formula = payload.get("formula", "0")
    sheet = Sheet(cells)
    return jsonify(value=sheet.evaluate(formula))
