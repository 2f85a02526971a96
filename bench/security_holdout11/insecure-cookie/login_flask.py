import secrets

from flask import Flask, jsonify, make_response, request

from accounts import verify_credentials

app = Flask(__name__)
SESSIONS = {}


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    if not verify_credentials(username, password):
        return jsonify(error="invalid"), 401
    token = secrets.token_hex(32)
    SESSIONS[token] = username
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("session_token", token, max_age=86400)
    return resp
