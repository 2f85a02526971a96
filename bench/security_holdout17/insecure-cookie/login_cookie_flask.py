import secrets

from flask import Flask, jsonify, make_response, request

from accounts import verify_user

app = Flask(__name__)
SESSIONS = {}


@app.post("/login")
def login():
    creds = request.get_json(silent=True) or {}
    user = verify_user(creds.get("username", ""), creds.get("password", ""))
    if user is None:
        return jsonify(error="invalid credentials"), 401
    token = secrets.token_hex(32)
    SESSIONS[token] = user
    resp = make_response(jsonify(user=user))
    resp.set_cookie("session_token", token, max_age=3600)
    return resp
