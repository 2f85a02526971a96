import secrets
import time
from functools import wraps

from flask import Flask, g, jsonify, request

from accounts import verify_user

app = Flask(__name__)
SESSIONS = {}
SESSION_TTL = 8 * 3600


def new_session(username):
    sid = secrets.token_hex(32)
    SESSIONS[sid] = {"user": username, "created": time.time()}
    return sid


def require_session(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        sid = request.headers.get("X-Session-Id", "")
        record = SESSIONS.get(sid)
        if record is None or time.time() - record["created"] > SESSION_TTL:
            return jsonify({"error": "unauthenticated"}), 401
        g.user = record["user"]
        return view(*args, **kwargs)
    return wrapper


@app.route("/api/login", methods=["POST"])
def login():
    data = request.get_json(silent=True) or {}
    username = str(data.get("username", ""))
    if not verify_user(username, str(data.get("password", ""))):
        return jsonify({"error": "invalid credentials"}), 401
    return jsonify({"session": new_session(username)})


@app.route("/api/logout", methods=["POST"])
@require_session
def logout():
    SESSIONS.pop(request.headers.get("X-Session-Id"), None)
    return jsonify({"ok": True})


@app.route("/api/me")
@require_session
def me():
    return jsonify({"user": g.user})


@app.route("/api/ping")
def ping():
    return jsonify({"pong": True})
