import os

from flask import Flask, abort, request, send_file
from flask_login import current_user, login_required

app = Flask(__name__)
INVOICE_DIR = "/srv/billing/invoices"


@app.route("/invoices/download")
@login_required
def download_invoice():
    filename = request.args.get("file", "")
    if not filename.lower().endswith(".pdf"):
        abort(400)
    path = os.path.join(INVOICE_DIR, str(current_user.account_id), filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, mimetype="application/pdf", as_attachment=True)
