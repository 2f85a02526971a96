from flask import Flask, abort, make_response, request
from werkzeug.utils import secure_filename

from billing import render_invoice_pdf

app = Flask(__name__)


@app.get("/invoices/<int:invoice_id>/pdf")
def invoice_pdf(invoice_id):
    pdf = render_invoice_pdf(invoice_id)
    if pdf is None:
        abort(404)
    requested = request.args.get("name") or f"invoice-{invoice_id}"
    filename = secure_filename(requested) or f"invoice-{invoice_id}"
    resp = make_response(pdf)
    resp.headers["Content-Type"] = "application/pdf"
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}.pdf"'
    return resp
