import os
from flask import Flask, request, send_file

app = Flask(__name__)
INVOICE_ROOT = "/srv/billing/invoices"


@app.route("/invoices/download")
def invoice_download():
    name = request.args.get("file", "")
    name = name.strip().replace("\\", "/")
    path = os.path.join(INVOICE_ROOT, name)
    if not path.endswith(".pdf"):
        path += ".pdf"
    return send_file(path, mimetype="application/pdf")
