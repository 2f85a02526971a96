from flask import Flask, jsonify, request
from werkzeug.security import generate_password_hash

from app.models import Member, db

app = Flask(__name__)
MIN_PASSWORD = 10


@app.post("/register")
def register():
    data = request.get_json(silent=True) or request.form
    email = (data.get("email") or "").strip().lower()
    password = data.get("password") or ""
    if "@" not in email:
        return jsonify({"error": "a valid email is required"}), 400
    if len(password) < MIN_PASSWORD:
        return jsonify({"error": f"password must be at least {MIN_PASSWORD} characters"}), 400
    if Member.query.filter_by(email=email).first() is not None:
        return jsonify({"error": "account already exists"}), 409

    pw_hash = generate_password_hash(password, method="pbkdf2:sha256:600000", salt_length=16)
    member = Member(email=email, password_hash=pw_hash)
    db.session.add(member)
    db.session.commit()
    return jsonify({"id": member.id, "email": member.email}), 201
