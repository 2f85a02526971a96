from datetime import timedelta

from flask import Flask, jsonify, request

from .auth import authenticate, create_session

app = Flask(__name__)
SESSION_LIFETIME = timedelta(hours=8)


@app.post("/api/session")
def open_session():
    creds = request.get_json() or {}
    user = authenticate(creds.get("username", ""), creds.get("password", ""))
    if user is None:
        return jsonify({"error": "invalid credentials"}), 401
    sid = create_session(user.id, lifetime=SESSION_LIFETIME)
    resp = jsonify({"user": user.username})
    resp.set_cookie(
        "sid",
        sid,
        max_age=int(SESSION_LIFETIME.total_seconds()),
        secure=True,
        httponly=True,
        samesite="Lax",
    )
    return resp
