from flask import Flask, jsonify, request

from myapp.auth import check_password
from myapp.sessions import create_session

app = Flask(__name__)
COOKIE_OPTS = {"httponly": True, "max_age": 3600, "samesite": "Lax"}


def attach_session(resp, sid, **opts):
    resp.set_cookie("sid", sid, **opts)
    return resp


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("username", "")
    if not check_password(user, request.form.get("password", "")):
        return jsonify({"error": "invalid"}), 401
    sid = create_session(user)
    return attach_session(jsonify({"ok": True}), sid, **COOKIE_OPTS)
