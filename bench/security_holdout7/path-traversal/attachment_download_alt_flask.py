import os

from flask import Flask, request, send_file

app = Flask(__name__)
UPLOAD_ROOT = "/srv/app/uploads"


@app.route("/attachments/<path:name>")
def attachment_download(name):
    folder = request.args.get("folder", "general")
    full_path = os.path.join(UPLOAD_ROOT, folder, name)
    return send_file(full_path, as_attachment=True)
