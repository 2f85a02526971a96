from flask import Flask, Response, abort
from werkzeug.utils import secure_filename

from billing import render_invoice_pdf

app = Flask(__name__)


@app.route("/invoices/<invoice_no>/pdf")
def invoice_pdf(invoice_no):
    pdf = render_invoice_pdf(invoice_no)
    if pdf is None:
        abort(404)
    filename = secure_filename(f"invoice-{invoice_no}.pdf") or "invoice.pdf"
    resp = Response(pdf, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return resp
