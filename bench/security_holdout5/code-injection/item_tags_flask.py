import ast

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
TAGS = {}


def parse_tag_list(raw):
    if len(raw) > 2000:
        abort(413, "tag list too long")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        abort(400, "tags must be a list literal")
    if not isinstance(value, (list, tuple)) or not all(isinstance(t, str) for t in value):
        abort(400, "tags must be strings")
    return [t.strip().lower() for t in value][:50]


@app.put("/items/<int:item_id>/tags")
def replace_tags(item_id):
    tags = parse_tag_list(request.form.get("tags", "[]"))
    TAGS[item_id] = tags
    return jsonify({"item": item_id, "tags": tags})
