import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/attachments"


@app.route("/tickets/<int:ticket_id>/attachment")
def download_attachment(ticket_id):
    filename = request.args.get("file")
    if not filename:
        abort(400)
    ticket_dir = os.path.join(UPLOAD_DIR, str(ticket_id))
    full_path = os.path.join(ticket_dir, filename)
    if not os.path.isfile(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)
