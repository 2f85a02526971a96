import os

from flask import Blueprint, abort, current_app, send_file
from flask_login import current_user, login_required

invoices = Blueprint("invoices", __name__)


@invoices.route("/invoices/<path:filename>/pdf")
@login_required
def invoice_pdf(filename):
    base = os.path.join(current_app.config["INVOICE_DIR"], str(current_user.account_id))
    path = os.path.join(base, filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, mimetype="application/pdf", download_name=os.path.basename(path))
