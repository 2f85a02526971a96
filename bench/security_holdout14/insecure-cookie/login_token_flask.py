import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
ACTIVE_TOKENS = {}


@app.route("/api/login", methods=["POST"])
def api_login():
    data = request.get_json(silent=True) or {}
    username = data.get("username", "")
    if not username:
        return jsonify(error="username required"), 400
    token = secrets.token_hex(32)
    ACTIVE_TOKENS[token] = username
    resp = make_response(jsonify(user=username))
    resp.set_cookie("api_token", token, max_age=3600, secure=True, httponly=True, samesite="Strict")
    return resp
