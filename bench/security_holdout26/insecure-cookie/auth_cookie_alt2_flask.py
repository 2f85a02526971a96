import secrets

from flask import Flask, jsonify, request

app = Flask(__name__)
SESSIONS = {}


@app.route("/auth", methods=["POST"])
def auth_cookie():
    payload = request.get_json(silent=True) or {}
    user = str(payload.get("user", "")).strip()
    if not user:
        return jsonify(error="missing user"), 400
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user
    resp = jsonify(user=user)
    resp.set_cookie("sid", sid, max_age=3600, secure=True, httponly=True, samesite="Lax")
    return resp
