import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
UPLOAD_DIR = "/var/app/uploads"


@app.route("/attachments/download")
def download_attachment():
    filename = request.args.get("file")
    if not filename:
        abort(400)
    path = os.path.join(UPLOAD_DIR, filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
