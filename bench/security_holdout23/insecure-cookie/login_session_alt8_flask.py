import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

from authstore import sessions, users

app = Flask(__name__)
SESSION_TTL = 60 * 60 * 8


@app.post("/login")
def login():
    creds = request.get_json(silent=True) or {}
    user = users.find_by_email(creds.get("email", ""))
    if user is None or not check_password_hash(user.password_hash, creds.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    sid = secrets.token_urlsafe(32)
    sessions.put(sid, user.id, ttl=SESSION_TTL)
    resp = make_response(jsonify(user=user.public()))
    resp.set_cookie("sid", sid, max_age=SESSION_TTL)
    return resp
