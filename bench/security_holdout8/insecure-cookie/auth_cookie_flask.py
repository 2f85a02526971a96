import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
USER_HASHES = {}
ACTIVE_TOKENS = {}


@app.route("/api/login", methods=["POST"])
def api_login():
    data = request.get_json(silent=True) or {}
    username = data.get("username", "")
    password = data.get("password", "")
    stored = USER_HASHES.get(username)
    if stored is None or not check_password_hash(stored, password):
        return jsonify(error="invalid credentials"), 401
    token = secrets.token_urlsafe(32)
    ACTIVE_TOKENS[token] = username
    resp = make_response(jsonify(user=username))
    resp.set_cookie("auth_token", token, max_age=3600, secure=True, httponly=True, samesite="Strict")
    return resp


@app.route("/api/logout", methods=["POST"])
def api_logout():
    ACTIVE_TOKENS.pop(request.cookies.get("auth_token", ""), None)
    resp = make_response(jsonify(ok=True))
    resp.delete_cookie("auth_token")
    return resp
