import secrets

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)

SESSIONS = {}
USER_HASHES = {
    "alice": "scrypt:32768:8:1$k9Qm2v0b$0c6f3e4f1d0a9b8c7e6d5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c",
}


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    stored = USER_HASHES.get(username)
    if stored is None or not check_password_hash(stored, password):
        return jsonify({"error": "invalid credentials"}), 401
    session_id = secrets.token_urlsafe(32)
    SESSIONS[session_id] = username
    resp = make_response(jsonify({"status": "ok"}))
    resp.set_cookie("session_id", session_id, max_age=8 * 3600)
    return resp
