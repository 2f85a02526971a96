import json

from flask import Flask, request, jsonify

app = Flask(__name__)


class Filters:
    FIELDS = ("status", "owner", "tags")

    def __init__(self, raw):
        data = json.loads(raw) if raw else {}
        if not isinstance(data, dict):
            data = {}
        self.values = {k: data[k] for k in self.FIELDS if k in data}


@app.route("/tasks")
def tasks():
    filters = Filters(request.args.get("filters"))
    return jsonify(applied=filters.values)
