import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

from .models import StaffUser
from .sessions import SessionRepository

app = Flask(__name__)
sessions = SessionRepository("redis://redis:6379/4")


@app.post("/staff/login")
def staff_login():
    data = request.get_json(silent=True) or {}
    staff = StaffUser.query.filter_by(username=data.get("username", "")).first()
    if staff is None or not check_password_hash(staff.password_hash, data.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    token = secrets.token_urlsafe(32)
    sessions.save(token, staff.id, ttl=8 * 3600)
    resp = make_response(jsonify(staff=staff.id))
    resp.set_cookie("staff_session", token, max_age=8 * 3600, secure=True, httponly=True, samesite="Strict")
    return resp
