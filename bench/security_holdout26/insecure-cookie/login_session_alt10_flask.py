import secrets

from flask import Flask, make_response, request

app = Flask(__name__)
SESSIONS = {}


@app.route("/login", methods=["POST"])
def login_session():
    username = request.form.get("username", "")
    if not username:
        return {"error": "missing username"}, 400
    token = secrets.token_hex(32)
    SESSIONS[token] = username
    resp = make_response({"logged_in": username})
    resp.set_cookie("session_token", token, max_age=3600)
    return resp
