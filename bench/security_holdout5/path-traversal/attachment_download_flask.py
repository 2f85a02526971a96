import os

from flask import Flask, abort, request, send_file
from flask_login import login_required

app = Flask(__name__)
app.config["ATTACHMENT_ROOT"] = "/srv/helpdesk/attachments"


def attachment_path(ticket_id, filename):
    return os.path.join(app.config["ATTACHMENT_ROOT"], str(ticket_id), filename)


@app.get("/tickets/<int:ticket_id>/attachments")
@login_required
def download_attachment(ticket_id):
    filename = request.args.get("name")
    if not filename:
        abort(400)
    path = attachment_path(ticket_id, filename)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, as_attachment=True)
