import mimetypes
import os

from flask import Flask, abort, request, send_file
from flask_login import login_required

app = Flask(__name__)
INVOICE_DIR = "/srv/billing/pdf"


@app.route("/invoices/download")
@login_required
def download_invoice():
    name = request.args.get("file", "")
    if not name:
        abort(400)
    path = os.path.join(INVOICE_DIR, name)
    if not os.path.isfile(path):
        abort(404)
    mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return send_file(path, mimetype=mimetype, as_attachment=True)
