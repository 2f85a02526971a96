import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
SESSIONS = {}
USERS = {"alice": "correct horse battery staple"}


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    if USERS.get(username) != password:
        return jsonify({"error": "invalid credentials"}), 401
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = username
    resp = make_response(jsonify({"user": username}))
    resp.set_cookie("session_token", token, max_age=86400)
    return resp
