import ast

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULTS = {"page_size": 20, "theme": "light", "tags": []}


class SettingsParser:
    def __init__(self, raw_text):
        self.raw_text = raw_text.strip()

    def parse(self):
        value = ast.literal_eval(self.raw_text)
        if not isinstance(value, dict):
            raise ValueError("settings must be a mapping")
        return value


def merge(overrides):
    merged = dict(DEFAULTS)
    for key, value in overrides.items():
        if key in DEFAULTS:
            merged[key] = value
    return merged


@app.route("/settings/preview", methods=["POST"])
def preview_settings():
    raw = request.form.get("settings", "{}")
    try:
        overrides = SettingsParser(raw).parse()
    except (ValueError, SyntaxError) as exc:
        return jsonify(error=str(exc)), 400
    return jsonify(settings=merge(overrides))
