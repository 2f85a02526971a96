import logging
import secrets
from datetime import timedelta

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

log = logging.getLogger(__name__)
app = Flask(__name__)
app.config.update(
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="Lax",
)

AUTH_COOKIE = "__Host-auth"
AUTH_TTL = timedelta(hours=12)
THEMES = {"light", "dark", "contrast"}
TOKENS = {}


def load_user(username):
    # placeholder for the real user repository
    return {"name": username, "hash": app.config.get("DEMO_HASH", "")}


@app.route("/prefs/theme", methods=["POST"])
def set_theme():
    theme = request.form.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    resp = make_response(jsonify(theme=theme))
    resp.set_cookie("theme", theme, max_age=31536000, samesite="Lax")
    return resp


@app.route("/auth/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    user = load_user(username)
    if not user["hash"] or not check_password_hash(user["hash"], request.form.get("password", "")):
        log.info("rejected login")
        return jsonify(error="invalid"), 401
    token = secrets.token_urlsafe(32)
    TOKENS[token] = username
    resp = make_response(jsonify(ok=True))
    resp.set_cookie(
        AUTH_COOKIE,
        token,
        max_age=int(AUTH_TTL.total_seconds()),
        secure=True,
        httponly=True,
        samesite="Strict",
        path="/",
    )
    return resp


@app.route("/auth/logout", methods=["POST"])
def logout():
    TOKENS.pop(request.cookies.get(AUTH_COOKIE, ""), None)
    resp = make_response(jsonify(ok=True))
    resp.delete_cookie(AUTH_COOKIE, path="/", secure=True, httponly=True, samesite="Strict")
    return resp
