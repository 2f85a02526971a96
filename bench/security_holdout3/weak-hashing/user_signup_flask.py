import hashlib

from flask import Flask, jsonify, request
from sqlalchemy.exc import IntegrityError

from .models import User, db

app = Flask(__name__)


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.route("/signup", methods=["POST"])
def signup():
    payload = request.get_json(force=True) or {}
    email = payload.get("email", "").strip().lower()
    password = payload.get("password", "")
    if "@" not in email or len(password) < 10:
        return jsonify(error="valid email and a 10+ character password required"), 400
    user = User(email=email, password_hash=hash_password(password))
    db.session.add(user)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="email already registered"), 409
    return jsonify(id=user.id, email=user.email), 201
