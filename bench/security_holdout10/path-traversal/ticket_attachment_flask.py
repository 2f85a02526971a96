import os
from flask import Flask, request, send_file, abort

app = Flask(__name__)
ATTACHMENT_DIR = "/srv/app/attachments"


def attachment_path(ticket, filename):
    folder = os.path.join(ATTACHMENT_DIR, str(ticket))
    return os.path.join(folder, filename)


@app.route("/tickets/<int:ticket>/attachment")
def download(ticket):
    filename = request.args.get("file")
    if not filename:
        abort(400)
    path = attachment_path(ticket, filename)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
