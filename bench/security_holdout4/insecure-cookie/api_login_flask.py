from datetime import timedelta

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

from portal.models import User
from portal.tokens import issue_access_token

app = Flask(__name__)
TOKEN_TTL = timedelta(hours=8)


@app.route("/auth/login", methods=["POST"])
def login():
    creds = request.get_json() or {}
    user = User.query.filter_by(email=creds.get("email", "").lower()).first()
    if user is None or not check_password_hash(user.password_hash, creds.get("password", "")):
        return jsonify({"error": "invalid credentials"}), 401
    token = issue_access_token(user.id, ttl=TOKEN_TTL)
    resp = make_response(jsonify({"user": user.id, "name": user.display_name}))
    resp.set_cookie("access_token", token, max_age=int(TOKEN_TTL.total_seconds()))
    return resp


@app.route("/auth/logout", methods=["POST"])
def logout():
    resp = make_response(jsonify({"ok": True}))
    resp.delete_cookie("access_token")
    return resp
