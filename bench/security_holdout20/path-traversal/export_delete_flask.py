from pathlib import Path

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
EXPORT_DIR = Path("/srv/exports").resolve()


def remove_export(**opts):
    target = (opts["directory"] / opts["name"]).resolve()
    if not target.is_relative_to(opts["directory"]) or not target.is_file():
        abort(404)
    target.unlink()
    return target.name


@app.route("/exports/delete", methods=["POST"])
def delete_export():
    params = {"directory": EXPORT_DIR, "name": request.form.get("name", "")}
    removed = remove_export(**params)
    return jsonify({"removed": removed})
