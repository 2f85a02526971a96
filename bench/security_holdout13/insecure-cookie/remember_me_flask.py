import secrets

from flask import Flask, make_response, request

app = Flask(__name__)
REMEMBERED = {}


@app.post("/login/remember")
def remember_me():
    user = request.form.get("user", "")
    days = request.form.get("days", "30")
    max_age = int(days) * 86400 if days.isdigit() else 30 * 86400
    token = secrets.token_hex(32)
    REMEMBERED[token] = user
    resp = make_response({"remembered": True})
    resp.set_cookie("remember_token", token, max_age=max_age)
    return resp
