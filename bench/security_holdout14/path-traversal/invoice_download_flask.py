import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
INVOICE_ROOT = "/srv/billing/invoices"


def invoice_path(account, filename):
    if "." not in filename:
        filename = filename + ".pdf"
    folder = os.path.join(INVOICE_ROOT, account)
    return os.path.join(folder, filename)


@app.route("/invoices/<account>")
def download_invoice(account):
    name = request.args.get("file", "")
    if not name:
        abort(400)
    path = invoice_path(account, name)
    if not os.path.exists(path):
        abort(404)
    return send_file(path, mimetype="application/pdf")
