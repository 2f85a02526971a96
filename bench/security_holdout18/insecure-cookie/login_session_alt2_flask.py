import secrets

from flask import Flask, jsonify, make_response, request

from .auth import check_password
from .sessions import store

app = Flask(__name__)
SESSION_TTL = 8 * 3600


@app.post("/login")
def login():
    username = request.form.get("username", "")
    if not check_password(username, request.form.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    sid = secrets.token_urlsafe(32)
    store.put(sid, {"user": username}, ttl=SESSION_TTL)
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("session_id", sid, max_age=SESSION_TTL)
    return resp
