import os

from flask import Flask, request, send_file

app = Flask(__name__)
INVOICE_ROOT = "/srv/billing/invoices"


def invoice_location(year, filename):
    folder = os.path.join(INVOICE_ROOT, year) if year else INVOICE_ROOT
    return os.path.join(folder, filename)


@app.route("/invoices/download")
def download_invoice():
    params = {"year": request.args.get("year", ""), "file": request.args.get("file", "")}
    filename = params["file"] or "latest.pdf"
    path = invoice_location(params["year"], filename)
    return send_file(path, as_attachment=True)
