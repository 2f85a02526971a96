import os

from flask import Blueprint, abort, current_app, send_file
from flask_login import current_user, login_required

from payroll.models import Payslip

bp = Blueprint("payslips", __name__)


def payslip_path(payslip):
    return os.path.join(
        current_app.config["PAYSLIP_STORAGE"],
        str(payslip.employee_id),
        f"{payslip.period:%Y-%m}-{payslip.id}.pdf",
    )


@bp.route("/payslips/<int:payslip_id>.pdf")
@login_required
def download_payslip(payslip_id):
    payslip = Payslip.query.filter_by(id=payslip_id, employee_id=current_user.employee_id).first()
    if payslip is None:
        abort(404)
    path = payslip_path(payslip)
    return send_file(path, mimetype="application/pdf", as_attachment=True)
