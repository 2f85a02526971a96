import ast

from flask import Flask, request

app = Flask(__name__)


@app.route("/settings/preview", methods=["POST"])
def settings_parse():
    text = request.form.get("value", "{}")
    parsed = ast.literal_eval(text.strip())
    if not isinstance(parsed, dict):
        return {"error": "expected a mapping"}, 400
    return {"settings": {str(k): str(v) for k, v in parsed.items()}}
