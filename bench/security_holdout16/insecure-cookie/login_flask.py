from flask import Flask, jsonify, request

from .auth import authenticate, create_session

app = Flask(__name__)
SESSION_DAYS = 14


@app.post("/login")
def login():
    creds = request.get_json(silent=True) or {}
    user = authenticate(creds.get("username", ""), creds.get("password", ""))
    if user is None:
        return jsonify(error="invalid credentials"), 401
    token = create_session(user.id)
    resp = jsonify(user=user.username)
    max_age = SESSION_DAYS * 86400 if creds.get("remember") else None
    resp.set_cookie("session_token", token, max_age=max_age, httponly=True, samesite="Lax")
    return resp
