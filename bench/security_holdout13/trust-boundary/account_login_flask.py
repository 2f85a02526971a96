import os

from flask import Flask, jsonify, request, session
from werkzeug.security import check_password_hash

from .models import User

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


class SessionAuth:
    def __init__(self, store):
        self.store = store

    def sign_in(self, user):
        self.store.clear()
        self.store["user_id"] = user.id
        self.store["role"] = user.role


@app.post("/login")
def login():
    username = request.form.get("username", "")
    user = User.query.filter_by(username=username).first()
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        return jsonify({"error": "invalid credentials"}), 401
    SessionAuth(session).sign_in(user)
    return jsonify({"ok": True})
