import re
from urllib.parse import quote

from flask import Flask, Response, request

from .billing import invoice_pdf

app = Flask(__name__)


def disposition(filename: str) -> str:
    fallback = re.sub(r"[^A-Za-z0-9._-]", "_", filename)[:100] or "invoice.pdf"
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename, safe='')}"


@app.get("/invoices/<int:invoice_id>/pdf")
def download_invoice(invoice_id: int):
    label = request.args.get("name", f"invoice-{invoice_id}.pdf")
    resp = Response(invoice_pdf(invoice_id), mimetype="application/pdf")
    resp.headers["Content-Disposition"] = disposition(label)
    return resp
