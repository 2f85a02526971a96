import secrets
from flask import Flask, request, jsonify, make_response

from accounts import authenticate

app = Flask(__name__)
SESSIONS = {}


@app.post("/api/login")
def api_login():
    creds = request.get_json(silent=True) or {}
    user = authenticate(creds.get("username"), creds.get("password"))
    if user is None:
        return jsonify({"error": "invalid"}), 401
    token = secrets.token_hex(24)
    SESSIONS[token] = user.id
    resp = make_response(jsonify({"ok": True}))
    resp.set_cookie("auth_token", token, max_age=86400)
    return resp
