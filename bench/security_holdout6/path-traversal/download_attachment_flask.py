import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
ATTACHMENT_DIR = "/var/app/attachments"


@app.route("/attachments/download")
def download_attachment():
    filename = request.args.get("file")
    if not filename:
        abort(400)
    full_path = os.path.join(ATTACHMENT_DIR, filename)
    return send_file(full_path, as_attachment=True)
