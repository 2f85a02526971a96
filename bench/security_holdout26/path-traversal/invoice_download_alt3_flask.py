import os

from flask import Flask, Response, request

app = Flask(__name__)
INVOICE_DIR = "/srv/invoices"


@app.route("/invoices/download")
def invoice_download():
    name = request.args.get("file", "latest.pdf")
    path = os.path.join(INVOICE_DIR, name)
    with open(path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/pdf")
