import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
DEFAULT_LAYOUT = {"columns": 2, "widgets": ["inbox", "calendar"]}
KNOWN_WIDGETS = {"inbox", "calendar", "tasks", "weather", "news"}


def read_layout(raw):
    try:
        data = json.loads(raw) if raw else DEFAULT_LAYOUT
    except json.JSONDecodeError:
        return DEFAULT_LAYOUT
    if not isinstance(data, dict):
        return DEFAULT_LAYOUT
    widgets = [w for w in data.get("widgets", []) if isinstance(w, str) and w in KNOWN_WIDGETS]
    columns = data.get("columns") if data.get("columns") in (1, 2, 3) else 2
    return {"columns": columns, "widgets": widgets}


@app.put("/dashboard/layout")
def put_layout():
    layout = read_layout(request.get_data(as_text=True))
    resp = make_response(jsonify(layout))
    resp.set_cookie("layout", json.dumps(layout), max_age=31536000, secure=True, httponly=True, samesite="Lax")
    return resp
