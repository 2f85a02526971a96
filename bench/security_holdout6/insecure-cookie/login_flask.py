import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)
USER_HASHES = {}
SESSIONS = {}


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    stored = USER_HASHES.get(username)
    if stored is None or not check_password_hash(stored, password):
        return jsonify(error="invalid credentials"), 401
    token = secrets.token_hex(32)
    SESSIONS[token] = username
    resp = make_response(jsonify(status="ok"))
    resp.set_cookie("session_id", token, max_age=3600)
    return resp
