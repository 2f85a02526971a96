from flask import Flask, request, jsonify
from myapp.auth import authenticate, issue_token

app = Flask(__name__)


class CookiePolicy:
    def __init__(self, name, ttl):
        self.name = name
        self.ttl = ttl
        self.flags = {"secure": True, "httponly": True, "samesite": "Lax"}


AUTH_COOKIE = CookiePolicy("auth_token", 3600)


@app.route("/api/sign-in", methods=["POST"])
def sign_in():
    payload = request.get_json(silent=True) or {}
    user = authenticate(payload.get("email"), payload.get("password"))
    if not user:
        return jsonify({"error": "invalid credentials"}), 401
    resp = jsonify({"user": user.id})
    resp.set_cookie(AUTH_COOKIE.name, issue_token(user), max_age=AUTH_COOKIE.ttl, **AUTH_COOKIE.flags)
    return resp
