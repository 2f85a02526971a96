import json
import os
from datetime import datetime, timezone

from flask import Flask, jsonify, render_template_string, request
from markupsafe import Markup, escape

app = Flask(__name__)
STORE = "/var/lib/board/announcements.json"

TEMPLATE = """<!doctype html>
<title>Announcements</title>
<ul>{{ items }}</ul>
"""


def _load():
    if not os.path.exists(STORE):
        return []
    with open(STORE, encoding="utf-8") as fh:
        return json.load(fh)


def _save(items):
    with open(STORE, "w", encoding="utf-8") as fh:
        json.dump(items, fh)


@app.post("/announcements")
def post_announcement():
    data = request.get_json(silent=True) or {}
    items = _load()
    items.append(
        {
            "title": str(data.get("title", "")),
            "body": str(data.get("body", "")),
            "at": datetime.now(timezone.utc).isoformat(),
        }
    )
    _save(items[-100:])
    return jsonify(count=len(items)), 201


@app.get("/announcements")
def list_announcements():
    rows = [
        Markup("<li><h3>{}</h3><p>{}</p><time>{}</time></li>").format(i["title"], i["body"], i["at"])
        for i in reversed(_load())
    ]
    items = Markup("").join(rows)
    return render_template_string(TEMPLATE, items=items)


@app.get("/announcements/latest.txt")
def latest_plain():
    items = _load()
    if not items:
        return "", 204
    return str(escape(items[-1]["title"])), 200, {"Content-Type": "text/plain"}
