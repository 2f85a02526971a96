import base64
import binascii
import json

from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_LAYOUT = {"columns": 2, "widgets": ["inbox", "calendar"]}
KNOWN_WIDGETS = {"inbox", "calendar", "tasks", "weather", "news"}


@app.get("/dashboard/layout")
def dashboard_layout():
    raw = request.cookies.get("layout")
    if not raw:
        return jsonify(DEFAULT_LAYOUT)
    try:
        layout = json.loads(base64.b64decode(raw))
    except (binascii.Error, ValueError):
        return jsonify(DEFAULT_LAYOUT)
    if not isinstance(layout, dict):
        return jsonify(DEFAULT_LAYOUT)
    widgets = [w for w in layout.get("widgets", []) if w in KNOWN_WIDGETS]
    columns = layout.get("columns") if layout.get("columns") in (1, 2, 3) else 2
    return jsonify({"columns": columns, "widgets": widgets})
