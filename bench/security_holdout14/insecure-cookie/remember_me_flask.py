import secrets

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
REMEMBER = {}


def check_credentials(username, password):
    verifier = app.config["CREDENTIAL_VERIFIER"]
    return bool(username) and verifier(username, password)


@app.post("/login")
def login():
    form = request.form
    if not check_credentials(form.get("username"), form.get("password")):
        return jsonify(error="invalid login"), 401
    resp = make_response(jsonify(ok=True))
    if form.get("remember") == "on":
        token = secrets.token_urlsafe(32)
        REMEMBER[token] = form["username"]
        resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600)
    return resp
