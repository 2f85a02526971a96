import os

from flask import Flask, abort, request, send_file, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
INVOICE_DIR = "/srv/billing/invoices"


def invoice_path(account_id, filename):
    return os.path.join(INVOICE_DIR, str(account_id), filename)


@app.route("/billing/invoices/download")
def download_invoice():
    if "account_id" not in session:
        abort(401)
    filename = request.args.get("file", "")
    if not filename:
        abort(400)
    path = invoice_path(session["account_id"], filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True, download_name=os.path.basename(path))
