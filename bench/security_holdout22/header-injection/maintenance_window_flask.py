from datetime import datetime, timedelta, timezone

from flask import Blueprint, abort, current_app, jsonify, make_response, request
from flask_login import current_user, login_required

ops_bp = Blueprint("ops", __name__, url_prefix="/admin/maintenance")

MAX_MINUTES = 240


@ops_bp.post("/window")
@login_required
def schedule_window():
    if not current_user.has_role("operator"):
        abort(403)

    payload = request.get_json(silent=True) or {}
    try:
        minutes = int(payload.get("minutes", 30))
    except (TypeError, ValueError):
        abort(422, description="minutes must be a whole number")
    if not 1 <= minutes <= MAX_MINUTES:
        abort(422, description=f"minutes must be between 1 and {MAX_MINUTES}")

    note = str(payload.get("note", ""))[:200]
    ends_at = datetime.now(timezone.utc) + timedelta(minutes=minutes)
    current_app.extensions["maintenance"].start(ends_at=ends_at, note=note, started_by=current_user.id)

    response = make_response(jsonify({"ends_at": ends_at.isoformat(), "note": note}), 202)
    response.headers["Retry-After"] = str(minutes * 60)
    return response


@ops_bp.delete("/window")
@login_required
def end_window():
    if not current_user.has_role("operator"):
        abort(403)
    current_app.extensions["maintenance"].stop(stopped_by=current_user.id)
    return "", 204


@ops_bp.get("/window")
def window_status():
    window = current_app.extensions["maintenance"].current()
    if window is None:
        return jsonify({"active": False})
    return jsonify({"active": True, "ends_at": window.ends_at.isoformat(), "note": window.note})
