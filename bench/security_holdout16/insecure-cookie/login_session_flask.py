import secrets

from flask import Flask, abort, jsonify, make_response, request

from accounts import verify_credentials

app = Flask(__name__)
SESSIONS = {}


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    if not verify_credentials(username, request.form.get("password", "")):
        abort(401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = username
    resp = make_response(jsonify({"user": username}))
    resp.set_cookie("theme", request.form.get("theme", "light")[:10])
    resp.set_cookie("sid", sid, max_age=8 * 3600, secure=True, httponly=True, samesite="Lax")
    return resp
