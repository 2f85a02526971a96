import logging

from flask import Blueprint, abort, current_app, g, jsonify, request

from .models import Report, db

logger = logging.getLogger(__name__)

reports_bp = Blueprint("reports", __name__, url_prefix="/api/reports")


@reports_bp.before_request
def load_caller():
    # The ingress proxy signs users in and forwards the account name.
    caller = request.headers.get("X-Remote-User", "").strip()
    if not caller:
        abort(401)
    if len(caller) > 64:
        abort(400, description="account name too long")
    g.remote_user = caller


def _can_read(report):
    admins = current_app.config.get("REPORT_ADMINS", ())
    return report.owner == g.remote_user or g.remote_user in admins


@reports_bp.get("/")
def list_reports():
    query = Report.query.filter_by(owner=g.remote_user).order_by(Report.created_at.desc())
    return jsonify([r.to_summary() for r in query.limit(100)])


@reports_bp.get("/<int:report_id>")
def get_report(report_id):
    report = db.session.get(Report, report_id)
    if report is None:
        abort(404)
    if not _can_read(report):
        abort(403)
    return jsonify(report.to_dict())


@reports_bp.delete("/<int:report_id>")
def delete_report(report_id):
    report = db.session.get(Report, report_id)
    if report is None:
        abort(404)
    if not _can_read(report):
        abort(403)
    db.session.delete(report)
    db.session.commit()
    logger.info("report %s deleted by %s", report_id, g.remote_user)
    return "", 204
