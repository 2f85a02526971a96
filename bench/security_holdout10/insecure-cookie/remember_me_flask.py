import secrets
from flask import Flask, request, make_response, redirect

app = Flask(__name__)
REMEMBER = {}


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"]
    resp = make_response(redirect("/dashboard"))
    if request.form.get("remember") == "on":
        token = secrets.token_hex(32)
        REMEMBER[token] = user
        resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600)
    return resp
