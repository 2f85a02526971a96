import hashlib
import os

from flask import Flask, jsonify, request

from app.models import User, db

app = Flask(__name__)
MIN_PASSWORD = 10


@app.post("/signup")
def signup():
    data = request.get_json(silent=True) or request.form
    email = (data.get("email") or "").strip().lower()
    password = data.get("password") or ""
    if "@" not in email:
        return jsonify({"error": "a valid email is required"}), 400
    if len(password) < MIN_PASSWORD:
        return jsonify({"error": f"password must be at least {MIN_PASSWORD} characters"}), 400
    if User.query.filter_by(email=email).first() is not None:
        return jsonify({"error": "account already exists"}), 409

    salt = os.urandom(16).hex()
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    user = User(email=email, password_salt=salt, password_hash=digest)
    db.session.add(user)
    db.session.commit()
    return jsonify({"id": user.id, "email": user.email}), 201
