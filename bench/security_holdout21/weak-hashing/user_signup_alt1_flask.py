import hashlib
import hmac
import logging
import re

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://accounts@localhost/accounts"
db = SQLAlchemy(app)
log = logging.getLogger("accounts.signup")

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")
MIN_PASSWORD = 10


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(128), nullable=False)


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def check_password(user, password):
    return hmac.compare_digest(user.password_hash, hash_password(password))


@app.route("/signup", methods=["POST"])
def signup():
    data = request.get_json(silent=True) or {}
    email = data.get("email", "").strip().lower()
    password = data.get("password", "")
    if not EMAIL_RE.match(email):
        return jsonify({"error": "invalid email"}), 400
    if len(password) < MIN_PASSWORD:
        return jsonify({"error": f"password must have at least {MIN_PASSWORD} characters"}), 400
    if User.query.filter_by(email=email).first():
        return jsonify({"error": "email already registered"}), 409
    user = User(email=email, password_hash=hash_password(password))
    db.session.add(user)
    db.session.commit()
    log.info("new account %s", user.id)
    return jsonify({"id": user.id}), 201


@app.route("/login", methods=["POST"])
def login():
    data = request.get_json(silent=True) or {}
    user = User.query.filter_by(email=data.get("email", "").lower()).first()
    if user is None or not check_password(user, data.get("password", "")):
        return jsonify({"error": "invalid credentials"}), 401
    return jsonify({"id": user.id})
