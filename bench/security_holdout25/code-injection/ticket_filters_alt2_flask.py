import ast

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
FIELDS = {"status", "owner", "priority", "labels"}


@app.route("/tickets/filter", methods=["POST"])
def filter_tickets():
    raw = request.form.get("filters", "{}")
    try:
        filters = ast.literal_eval(raw)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        abort(400)
    if not isinstance(filters, dict):
        abort(400)
    unknown = set(filters) - FIELDS
    if unknown:
        abort(400, f"unknown fields: {sorted(map(str, unknown))}")
    return jsonify({"applied": filters})
