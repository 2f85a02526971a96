import ast
from flask import Flask, request, jsonify, abort

app = Flask(__name__)


def parse_id_list(raw):
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        abort(400)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, int) for v in value):
        abort(400)
    return list(value)


@app.route("/batch/archive", methods=["POST"])
def archive_batch():
    ids = parse_id_list(request.form.get("ids", "[]"))
    return jsonify({"archived": ids, "count": len(ids)})
