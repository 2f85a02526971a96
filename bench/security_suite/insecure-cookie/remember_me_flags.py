from flask import Flask, make_response, request

from auth.tokens import issue_remember_token

app = Flask(__name__)


@app.post("/login")
def login():
    token = issue_remember_token(request.form["username"], request.form["password"])
    response = make_response({"ok": True})
    response.set_cookie(
        "remember_token", token, max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax"
    )
    return response
