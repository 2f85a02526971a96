import re
from urllib.parse import quote

from flask import Flask, Response, request

from .invoices import render_invoice_pdf

app = Flask(__name__)


def attachment_header(filename):
    fallback = re.sub(r"[^A-Za-z0-9._-]", "_", filename) or "download.pdf"
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename)}"


@app.get("/invoices/<int:invoice_id>/pdf")
def invoice_download(invoice_id):
    label = request.args.get("label") or f"invoice-{invoice_id}"
    resp = Response(render_invoice_pdf(invoice_id), mimetype="application/pdf")
    resp.headers["Content-Disposition"] = attachment_header(f"{label}.pdf")
    return resp
