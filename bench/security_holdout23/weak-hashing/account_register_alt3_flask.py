import hashlib
import secrets

from flask import Flask, jsonify, request
from sqlalchemy.exc import IntegrityError

from .models import User, db

app = Flask(__name__)


@app.post("/register")
def register():
    username = request.form.get("username", "").strip()
    password = request.form.get("password", "")
    if not username or len(password) < 12:
        return jsonify(error="username and a 12+ character password are required"), 400
    salt = secrets.token_hex(16)
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    user = User(username=username, password_salt=salt, password_hash=digest)
    db.session.add(user)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="username taken"), 409
    return jsonify(id=user.id), 201
