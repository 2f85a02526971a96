import ast
from flask import Flask, request, jsonify

app = Flask(__name__)
CURRENT = {"theme": "light", "page_size": 25}


class Override:
    def __init__(self, raw):
        self.raw = raw

    def parsed(self):
        return ast.literal_eval(self.raw)


@app.route("/prefs", methods=["POST"])
def import_settings():
    item = Override(request.form.get("value", "{}"))
    data = item.parsed()
    if isinstance(data, dict):
        CURRENT.update({k: v for k, v in data.items() if k in CURRENT})
    return jsonify(CURRENT)
