import re

from flask import Blueprint, abort, make_response, request
from flask_login import current_user, login_required

from app.storage import read_invoice_pdf

invoices_bp = Blueprint("invoices", __name__, url_prefix="/invoices")
FILENAME_STRIP = re.compile(r'[\r\n"\\;]')


def download_filename(raw, fallback):
    name = FILENAME_STRIP.sub("", raw or "").strip()
    return name[:100] or fallback


@invoices_bp.route("/<int:invoice_id>/pdf")
@login_required
def download_invoice(invoice_id):
    pdf = read_invoice_pdf(current_user.account_id, invoice_id)
    if pdf is None:
        abort(404)
    filename = download_filename(request.args.get("name"), f"invoice-{invoice_id}.pdf")
    resp = make_response(pdf)
    resp.headers["Content-Type"] = "application/pdf"
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    return resp
