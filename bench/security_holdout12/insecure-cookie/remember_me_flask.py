import secrets

from flask import Blueprint, jsonify, make_response, request

auth_bp = Blueprint("auth", __name__)
REMEMBER = {}


class RememberMeService:
    cookie_name = "remember_token"
    max_age = 30 * 24 * 3600

    def attach(self, response, username):
        token = secrets.token_urlsafe(32)
        REMEMBER[token] = username
        response.set_cookie(self.cookie_name, token, max_age=self.max_age, httponly=True)
        return response


@auth_bp.post("/login")
def login():
    username = request.form["username"]
    resp = make_response(jsonify({"user": username}))
    if request.form.get("remember") == "on":
        RememberMeService().attach(resp, username)
    return resp
