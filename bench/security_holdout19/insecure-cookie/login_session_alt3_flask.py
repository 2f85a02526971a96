import secrets

from flask import Flask, jsonify, make_response, request

from auth import SESSIONS, verify_user

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("username", "")
    if not verify_user(user, request.form.get("password", "")):
        return jsonify({"error": "invalid login"}), 401
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = user
    resp = make_response(jsonify({"welcome": user}))
    resp.set_cookie("sid", sid, httponly=True)
    return resp
