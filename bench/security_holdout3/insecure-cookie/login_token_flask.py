import secrets
from datetime import datetime, timedelta

from flask import Flask, jsonify, request
from werkzeug.security import check_password_hash

from .models import AuthToken, User, db

app = Flask(__name__)
TOKEN_LIFETIME = timedelta(days=14)


@app.route("/login", methods=["POST"])
def login():
    user = User.query.filter_by(email=request.form.get("email", "").lower()).first()
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        return jsonify(error="invalid email or password"), 401
    token = secrets.token_urlsafe(32)
    db.session.add(AuthToken(user_id=user.id, token=token, expires=datetime.utcnow() + TOKEN_LIFETIME))
    db.session.commit()
    resp = jsonify(user=user.email)
    resp.set_cookie("session_token", token, max_age=int(TOKEN_LIFETIME.total_seconds()))
    return resp
