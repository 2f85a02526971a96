import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.config.from_prefixed_env()
SESSIONS = {}
USERS = {}


@app.post("/login")
def login():
    username = request.form.get("username", "")
    stored = USERS.get(username)
    if stored is None or not check_password_hash(stored, request.form.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = username
    resp = make_response(jsonify(user=username))
    resp.set_cookie("sid", sid, max_age=8 * 3600, httponly=True, samesite="Lax", secure=app.debug)
    return resp
