import secrets
from datetime import datetime, timedelta, timezone

from flask import Blueprint, Flask, current_app, g, jsonify, make_response, request
from werkzeug.security import check_password_hash

from .extensions import db
from .models import User, UserSession

auth_bp = Blueprint("auth", __name__)


class Config:
    AUTH_COOKIE_NAME = "sid"
    SESSION_LIFETIME = timedelta(days=14)
    SQLALCHEMY_DATABASE_URI = "postgresql:///app"


def open_session(user):
    token = secrets.token_urlsafe(32)
    expires = datetime.now(timezone.utc) + current_app.config["SESSION_LIFETIME"]
    db.session.add(UserSession(user_id=user.id, token=token, expires_at=expires))
    db.session.commit()
    return token, expires


@auth_bp.before_app_request
def load_session_user():
    g.user = None
    token = request.cookies.get(current_app.config["AUTH_COOKIE_NAME"])
    if token:
        s = UserSession.query.filter_by(token=token).first()
        if s and s.expires_at > datetime.now(timezone.utc):
            g.user = s.user


@auth_bp.post("/login")
def login():
    data = request.get_json(silent=True) or {}
    user = User.query.filter_by(username=data.get("username", "")).first()
    if user is None or not check_password_hash(user.password_hash, data.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    token, expires = open_session(user)
    resp = make_response(jsonify(user=user.username))
    resp.set_cookie(current_app.config["AUTH_COOKIE_NAME"], token, expires=expires, httponly=True, samesite="Lax")
    return resp


@auth_bp.post("/logout")
def logout():
    token = request.cookies.get(current_app.config["AUTH_COOKIE_NAME"])
    if token:
        UserSession.query.filter_by(token=token).delete()
        db.session.commit()
    resp = make_response("", 204)
    resp.delete_cookie(current_app.config["AUTH_COOKIE_NAME"])
    return resp


def create_app(config_object=Config):
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)
    app.register_blueprint(auth_bp)
    return app
