import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
EXPORT_DIR = "/var/app/exports"


def export_path(user, filename):
    folder = os.path.join(EXPORT_DIR, user)
    return os.path.join(folder, filename)


@app.route("/exports/<user>")
def download_export(user):
    name = request.args.get("file")
    if not name:
        abort(400)
    path = export_path(user, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
