import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
ATTACHMENT_DIR = "/var/app/attachments"


def attachment_path(ticket: str, filename: str) -> str:
    folder = os.path.join(ATTACHMENT_DIR, ticket)
    return os.path.join(folder, filename)


@app.get("/tickets/<ticket>/attachment")
def download_attachment(ticket):
    filename = request.args.get("file", "")
    if not filename:
        abort(400)
    path = attachment_path(ticket, filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
