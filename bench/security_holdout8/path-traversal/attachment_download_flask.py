import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/uploads"


@app.route("/attachments/download")
def download_attachment():
    filename = request.args.get("name")
    if not filename:
        abort(400)
    folder = request.args.get("folder", "general")
    path = os.path.join(UPLOAD_DIR, folder, filename)
    if not os.path.isfile(path):
        abort(404)
    with open(path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
