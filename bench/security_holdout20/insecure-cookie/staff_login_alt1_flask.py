import secrets
from datetime import timedelta

from flask import Flask, jsonify, request
from werkzeug.security import check_password_hash

from app.models import Staff, StaffSession, db

app = Flask(__name__)
SESSION_TTL = timedelta(hours=8)


@app.post("/staff/login")
def staff_login():
    username = (request.form.get("username") or "").strip()
    password = request.form.get("password") or ""
    staff = Staff.query.filter_by(username=username, active=True).first()
    if staff is None or not check_password_hash(staff.password_hash, password):
        return jsonify({"error": "invalid credentials"}), 401

    token = secrets.token_urlsafe(32)
    db.session.add(StaffSession(staff_id=staff.id, token=token))
    db.session.commit()

    resp = jsonify({"id": staff.id, "name": staff.display_name})
    resp.set_cookie("staff_session", token, max_age=int(SESSION_TTL.total_seconds()), httponly=True, samesite="Lax")
    return resp
