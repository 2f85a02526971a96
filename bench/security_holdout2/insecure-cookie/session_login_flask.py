import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

from .models import User
from .sessions import store_session

app = Flask(__name__)


@app.post("/login")
def login():
    data = request.get_json() or {}
    user = User.query.filter_by(email=data.get("email", "")).first()
    if user is None or not check_password_hash(user.password_hash, data.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    session_id = secrets.token_urlsafe(32)
    store_session(session_id, user.id)
    resp = make_response(jsonify(user=user.id))
    resp.set_cookie("session_id", session_id, max_age=60 * 60 * 24 * 7)
    return resp
