import bcrypt
from flask import Flask, jsonify, request, session

app = Flask(__name__)
BCRYPT_ROUNDS = 12
USERS = {}


@app.route("/account/password", methods=["POST"])
def set_password():
    username = session.get("username")
    if username is None:
        return jsonify(error="login required"), 401
    password = request.form.get("password", "")
    if not 12 <= len(password.encode()) <= 72:
        return jsonify(error="password must be 12-72 bytes"), 400
    hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=BCRYPT_ROUNDS))
    USERS[username] = hashed
    return jsonify(updated=True)
