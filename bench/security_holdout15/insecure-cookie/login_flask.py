import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
SESSIONS = {}
USERS = {"alice": "correct horse", "bob": "battery staple"}


@app.post("/login")
def login():
    username = request.form.get("username", "")
    if USERS.get(username) != request.form.get("password"):
        return jsonify({"error": "invalid credentials"}), 401
    session_id = secrets.token_urlsafe(32)
    SESSIONS[session_id] = username
    resp = make_response(jsonify({"user": username}))
    resp.set_cookie("session_id", session_id, max_age=3600, path="/")
    return resp
