import ast

from flask import Flask, jsonify, request

app = Flask(__name__)
FIELDS = {"status", "owner", "priority", "tags"}


@app.post("/tickets/filter")
def filter_tickets():
    raw = request.form.get("filters", "{}")
    try:
        filters = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return jsonify(error="filters must be a literal dict"), 400
    if not isinstance(filters, dict) or not set(filters) <= FIELDS:
        return jsonify(error="unsupported filter"), 400
    matched = [t for t in load_tickets() if all(t.get(k) == v for k, v in filters.items())]
    return jsonify(count=len(matched), tickets=matched[:100])


def load_tickets():
    return [
        {"id": 1, "status": "open", "owner": "amy", "priority": 2, "tags": ["ui"]},
        {"id": 2, "status": "closed", "owner": "raj", "priority": 1, "tags": []},
    ]
