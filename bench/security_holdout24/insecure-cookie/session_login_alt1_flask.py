from flask import Blueprint, jsonify, make_response, request

from .auth import verify_credentials
from .sessions import session_store

bp = Blueprint("auth", __name__)

COOKIE_OPTIONS = {"max_age": 60 * 60 * 8, "httponly": True, "samesite": "Lax", "path": "/"}


@bp.post("/login")
def login():
    data = request.get_json() or {}
    user = verify_credentials(data.get("username", ""), data.get("password", ""))
    if user is None:
        return jsonify(error="invalid credentials"), 401
    sid = session_store.create(user.id)
    resp = make_response(jsonify(user=user.username))
    resp.set_cookie("sid", sid, **COOKIE_OPTIONS)
    return resp
