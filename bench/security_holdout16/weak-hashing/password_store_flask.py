import hashlib

from flask import Flask, jsonify, request

from .models import User, db

app = Flask(__name__)


def hash_password(raw: str, salt: str) -> str:
    return hashlib.md5((salt + raw).encode("utf-8")).hexdigest()


@app.post("/register")
def register():
    form = request.get_json(force=True)
    username, password = form["username"].strip(), form["password"]
    if len(password) < 10:
        return jsonify(error="password too short"), 400
    user = User(username=username, password_hash=hash_password(password, username.lower()))
    db.session.add(user)
    db.session.commit()
    return jsonify(id=user.id), 201
