import logging
import secrets
from datetime import timedelta

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

from .sessions import SessionStore
from .users import find_user

app = Flask(__name__)
app.config.from_mapping(SESSION_COOKIE_NAME="sid", SESSION_LIFETIME=timedelta(hours=8))
store = SessionStore(redis_url="redis://cache:6379/2")
log = logging.getLogger("auth.login")


def start_session(user):
    session_id = secrets.token_urlsafe(32)
    store.save(session_id, user_id=user.id, ttl=app.config["SESSION_LIFETIME"])
    return session_id


@app.route("/login", methods=["POST"])
def login():
    data = request.get_json(silent=True) or {}
    user = find_user(data.get("username", ""))
    if user is None or not check_password_hash(user.password_hash, data.get("password", "")):
        log.info("failed login for %s", data.get("username"))
        return jsonify({"error": "invalid credentials"}), 401
    session_id = start_session(user)
    resp = make_response(jsonify({"user": user.username}))
    max_age = int(app.config["SESSION_LIFETIME"].total_seconds())
    resp.set_cookie(app.config["SESSION_COOKIE_NAME"], session_id, max_age=max_age, httponly=True, path="/")
    log.info("user %s logged in", user.id)
    return resp


@app.route("/logout", methods=["POST"])
def logout():
    session_id = request.cookies.get(app.config["SESSION_COOKIE_NAME"])
    if session_id:
        store.delete(session_id)
    resp = make_response(jsonify({"logged_out": True}))
    resp.delete_cookie(app.config["SESSION_COOKIE_NAME"], path="/")
    return resp


@app.route("/me")
def me():
    session_id = request.cookies.get(app.config["SESSION_COOKIE_NAME"])
    data = store.load(session_id) if session_id else None
    if data is None:
        return jsonify({"error": "not logged in"}), 401
    return jsonify({"user_id": data["user_id"]})
