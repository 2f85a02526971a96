import ast

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULTS = {"retries": 3, "timeout": 30.0, "tags": []}


def parse_override(raw: str):
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return None


@app.post("/settings/preview")
def preview_settings():
    merged = dict(DEFAULTS)
    for key, raw in request.form.items():
        if key not in DEFAULTS:
            continue
        value = parse_override(raw)
        if value is None or type(value) is not type(DEFAULTS[key]):
            return jsonify(error=f"bad value for {key}"), 400
        merged[key] = value
    return jsonify(merged)
