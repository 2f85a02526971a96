import base64
import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)


def decode_filters(raw):
    if not raw:
        return {}
    data = json.loads(base64.urlsafe_b64decode(raw))
    return {k: str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def encode_filters(filters):
    return base64.urlsafe_b64encode(json.dumps(filters).encode()).decode()


@app.get("/search/filters")
def saved_filters():
    filters = decode_filters(request.cookies.get("filters"))
    for key in ("status", "owner"):
        if key in request.args:
            filters[key] = request.args[key]
    resp = make_response(jsonify(filters))
    resp.set_cookie("filters", encode_filters(filters), httponly=True, samesite="Lax")
    return resp
