import json
from flask import Flask, request, jsonify

app = Flask(__name__)
WIDGETS = {"clock", "weather", "inbox", "calendar"}


def decode_layout(raw):
    try:
        data = json.loads(raw)
    except (TypeError, json.JSONDecodeError):
        return []
    if not isinstance(data, list):
        return []
    return [w for w in data if isinstance(w, str) and w in WIDGETS]


@app.route("/dashboard")
def dashboard():
    layout = decode_layout(request.cookies.get("layout", "[]"))
    return jsonify({"widgets": layout or sorted(WIDGETS)})
