import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
UPLOAD_DIR = "/srv/uploads"


@app.route("/files/download")
def download():
    name = request.args.get("name")
    if not name:
        abort(400)
    folder = request.args.get("folder", "shared")
    path = os.path.join(UPLOAD_DIR, folder, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
