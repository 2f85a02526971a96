import hashlib
import hmac

from flask import Flask, abort, jsonify, request, session

from .models import User, db

app = Flask(__name__)


def hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


@app.post("/signup")
def signup():
    data = request.get_json() or {}
    email, password = data.get("email", "").lower(), data.get("password", "")
    if len(password) < 10:
        abort(400, "password too short")
    if User.query.filter_by(email=email).first():
        abort(409, "account exists")
    user = User(email=email, password_hash=hash_password(password))
    db.session.add(user)
    db.session.commit()
    return jsonify({"id": user.id}), 201


@app.post("/login")
def login():
    data = request.get_json() or {}
    user = User.query.filter_by(email=data.get("email", "").lower()).first()
    if user is None or not hmac.compare_digest(user.password_hash, hash_password(data.get("password", ""))):
        abort(401)
    session["user_id"] = user.id
    return jsonify({"ok": True})
