import hashlib

from flask import Flask, jsonify, request
from sqlalchemy.exc import IntegrityError

from app.models import User, db

app = Flask(__name__)


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.post("/register")
def register():
    data = request.get_json() or {}
    email, password = data.get("email", "").strip().lower(), data.get("password", "")
    if len(password) < 10:
        return jsonify(error="password too short"), 400
    user = User(email=email, password_hash=hash_password(password))
    db.session.add(user)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="email already registered"), 409
    return jsonify(id=user.id), 201
