from flask import Flask, request, jsonify
from werkzeug.security import generate_password_hash, check_password_hash

app = Flask(__name__)
USERS = {}


@app.route("/register", methods=["POST"])
def register():
    username = request.form["username"]
    password = request.form["password"]
    if len(password) < 10:
        return jsonify(error="password too short"), 400
    USERS[username] = generate_password_hash(password, method="scrypt")
    return jsonify(ok=True)


@app.route("/login", methods=["POST"])
def login():
    stored = USERS.get(request.form["username"])
    ok = stored is not None and check_password_hash(stored, request.form["password"])
    return jsonify(ok=ok), (200 if ok else 401)
