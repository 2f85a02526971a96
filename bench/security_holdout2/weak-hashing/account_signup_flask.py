import hashlib

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://app@db/accounts"
db = SQLAlchemy(app)


class Account(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(64), nullable=False)


@app.post("/signup")
def signup():
    data = request.get_json() or {}
    email, password = data.get("email", "").lower(), data.get("password", "")
    if len(password) < 10:
        return jsonify(error="password too short"), 400
    account = Account(email=email, password_hash=hashlib.md5(password.encode()).hexdigest())
    db.session.add(account)
    db.session.commit()
    return jsonify(id=account.id), 201
