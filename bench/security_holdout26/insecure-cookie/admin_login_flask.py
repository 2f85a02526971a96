import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

ADMINS = {"root": "correct horse battery staple"}
SESSIONS = {}


class CookieSettings:
    def __init__(self, name="admin_session", max_age=1800):
        self.name = name
        self.max_age = max_age
        self.options = {
            "max_age": max_age,
            "path": "/",
            "secure": True,
            "httponly": True,
            "samesite": "Lax",
        }


def attach_session(response, settings, token):
    response.set_cookie(settings.name, token, **settings.options)
    return response


def start_session(username):
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = username
    return token


settings = CookieSettings()


@app.route("/admin/login", methods=["POST"])
def admin_login():
    username = request.form.get("username", "")
    if ADMINS.get(username) != request.form.get("password"):
        return jsonify(error="invalid credentials"), 401
    response = make_response(jsonify(user=username))
    return attach_session(response, settings, start_session(username))
