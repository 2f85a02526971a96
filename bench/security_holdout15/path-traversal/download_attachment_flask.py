import os

from flask import Flask, Response, request

app = Flask(__name__)
ATTACHMENT_ROOT = "/srv/helpdesk/attachments"


def attachment_location(ticket, filename):
    folder = os.path.join(ATTACHMENT_ROOT, ticket)
    return os.path.join(folder, filename)


@app.get("/tickets/<ticket>/attachment")
def download_attachment(ticket):
    filename = request.args.get("file", "")
    path = attachment_location(ticket, filename)
    with open(path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
