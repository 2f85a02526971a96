import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
REMEMBER_TOKENS = {}
REMEMBER_DAYS = 30


def issue_remember_token(user_id):
    token = secrets.token_urlsafe(32)
    REMEMBER_TOKENS[token] = user_id
    return token


@app.route("/login", methods=["POST"])
def login():
    user_id = request.form.get("user_id", type=int)
    if user_id is None:
        return jsonify(error="missing user"), 400
    resp = make_response(jsonify(ok=True))
    if request.form.get("remember") == "on":
        token = issue_remember_token(user_id)
        resp.set_cookie("remember_token", token, max_age=REMEMBER_DAYS * 86400)
    return resp
