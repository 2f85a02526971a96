import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
TOKENS = {}
COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Strict", "path": "/"}


def issue_token(user_id):
    token = secrets.token_urlsafe(32)
    TOKENS[token] = user_id
    return token


@app.post("/api/login")
def api_login():
    creds = request.get_json(silent=True) or {}
    user_id = app.config["AUTHENTICATOR"](creds.get("email"), creds.get("password"))
    if user_id is None:
        return jsonify(error="invalid credentials"), 401
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("auth_token", issue_token(user_id), max_age=3600, **COOKIE_OPTIONS)
    return resp
