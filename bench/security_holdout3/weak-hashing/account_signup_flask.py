import bcrypt
from flask import Flask, jsonify, request
from sqlalchemy.exc import IntegrityError

from .models import Account, db

app = Flask(__name__)


def hash_password(password):
    return bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12)).decode("ascii")


@app.route("/accounts", methods=["POST"])
def create_account():
    payload = request.get_json(force=True) or {}
    email = payload.get("email", "").strip().lower()
    password = payload.get("password", "")
    if "@" not in email or not 10 <= len(password) <= 72:
        return jsonify(error="valid email and a 10-72 character password required"), 400
    account = Account(email=email, password_hash=hash_password(password))
    db.session.add(account)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return jsonify(error="email already registered"), 409
    return jsonify(id=account.id, email=account.email), 201
