import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

USERS = {"alice": "wonderland"}
SESSIONS = {}


class CookieSettings:
    def __init__(self, name="session_token", max_age=3600):
        self.name = name
        self.max_age = max_age
        self.options = {"max_age": max_age, "path": "/"}


def attach_session(response, settings, token):
    response.set_cookie(settings.name, token, **settings.options)
    return response


def start_session(username):
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = username
    return token


settings = CookieSettings()


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    if USERS.get(username) != request.form.get("password"):
        return jsonify(error="invalid credentials"), 401
    response = make_response(jsonify(user=username))
    return attach_session(response, settings, start_session(username))
