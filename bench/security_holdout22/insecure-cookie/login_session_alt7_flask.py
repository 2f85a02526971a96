import secrets
from datetime import datetime, timedelta

from flask import Blueprint, jsonify, make_response, request
from werkzeug.security import check_password_hash

from .extensions import db
from .models import User, UserSession

auth_bp = Blueprint("auth", __name__, url_prefix="/api/auth")

SESSION_LIFETIME = timedelta(hours=12)


@auth_bp.post("/login")
def login():
    payload = request.get_json(silent=True) or {}
    username = (payload.get("username") or "").strip()
    password = payload.get("password") or ""

    user = User.query.filter_by(username=username, is_active=True).first()
    if user is None or not check_password_hash(user.password_hash, password):
        return jsonify(error="invalid username or password"), 401

    sid = secrets.token_urlsafe(32)
    db.session.add(
        UserSession(
            id=sid,
            user_id=user.id,
            expires_at=datetime.utcnow() + SESSION_LIFETIME,
            user_agent=request.headers.get("User-Agent", "")[:255],
        )
    )
    user.last_login_at = datetime.utcnow()
    db.session.commit()

    resp = make_response(jsonify(id=user.id, username=user.username))
    resp.set_cookie("sid", sid, max_age=int(SESSION_LIFETIME.total_seconds()), path="/")
    return resp


@auth_bp.post("/logout")
def logout():
    sid = request.cookies.get("sid")
    if sid:
        UserSession.query.filter_by(id=sid).delete()
        db.session.commit()
    resp = make_response(jsonify(logged_out=True))
    resp.delete_cookie("sid", path="/")
    return resp
