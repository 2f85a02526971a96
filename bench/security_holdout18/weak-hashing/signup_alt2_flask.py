import hashlib
import os

from flask import Flask, jsonify, request

from .models import User, db

app = Flask(__name__)


def hash_password(password: str, salt: bytes) -> str:
    return hashlib.md5(salt + password.encode("utf-8")).hexdigest()


@app.post("/signup")
def signup():
    data = request.get_json(force=True)
    if User.query.filter_by(email=data["email"]).first():
        return jsonify(error="email taken"), 409
    salt = os.urandom(8)
    user = User(email=data["email"], salt=salt.hex(), password_hash=hash_password(data["password"], salt))
    db.session.add(user)
    db.session.commit()
    return jsonify(id=user.id), 201
