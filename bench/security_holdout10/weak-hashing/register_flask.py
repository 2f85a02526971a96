from flask import Flask, request, jsonify
from werkzeug.security import check_password_hash, generate_password_hash

app = Flask(__name__)
USERS = {}


@app.post("/register")
def register():
    username = request.form["username"]
    password = request.form["password"]
    if username in USERS:
        return jsonify({"error": "exists"}), 409
    USERS[username] = generate_password_hash(password, method="scrypt")
    return jsonify({"ok": True}), 201


@app.post("/login")
def login():
    stored = USERS.get(request.form.get("username", ""))
    if stored and check_password_hash(stored, request.form.get("password", "")):
        return jsonify({"ok": True})
    return jsonify({"ok": False}), 401
