from flask import Flask, jsonify, make_response, request
from itsdangerous import URLSafeTimedSerializer
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.config.from_prefixed_env()
signer = URLSafeTimedSerializer(app.config["SECRET_KEY"], salt="remember-me")
USERS = {}
THIRTY_DAYS = 30 * 24 * 3600


@app.post("/login")
def login():
    username = request.form.get("username", "")
    stored = USERS.get(username)
    if stored is None or not check_password_hash(stored, request.form.get("password", "")):
        return jsonify(error="invalid credentials"), 401
    resp = make_response(jsonify(user=username))
    if request.form.get("remember") == "on":
        token = signer.dumps({"u": username})
        resp.set_cookie("remember_me", token, max_age=THIRTY_DAYS, secure=True, httponly=True, samesite="Strict")
    return resp
