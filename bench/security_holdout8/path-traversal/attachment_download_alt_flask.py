import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
ATTACHMENT_DIR = "/srv/app/attachments"


@app.route("/attachments/download")
def download_attachment():
    ticket = request.args.get("ticket", "general")
    filename = request.args.get("name")
    if not filename:
        abort(400)
    folder = os.path.join(ATTACHMENT_DIR, ticket)
    full_path = os.path.join(folder, filename)
    if not os.path.exists(full_path):
        abort(404)
    inline = request.args.get("inline") == "1"
    return send_file(full_path, as_attachment=not inline)
