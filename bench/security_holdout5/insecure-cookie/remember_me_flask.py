import secrets
from datetime import timedelta

from flask import Flask, abort, jsonify, make_response, request

from app.auth import authenticate, store_remember_token

app = Flask(__name__)

REMEMBER_FOR = timedelta(days=30)


@app.post("/login")
def login():
    user = authenticate(request.form.get("email"), request.form.get("password"))
    if user is None:
        abort(401)
    resp = make_response(jsonify(user_id=user.id))
    if request.form.get("remember") == "on":
        token = secrets.token_urlsafe(32)
        store_remember_token(user.id, token, REMEMBER_FOR)
        resp.set_cookie(
            "remember_token",
            token,
            max_age=int(REMEMBER_FOR.total_seconds()),
        )
    return resp
