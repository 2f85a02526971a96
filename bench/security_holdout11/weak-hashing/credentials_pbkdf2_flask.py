import hashlib
import hmac
import os

from flask import Flask, abort, request

app = Flask(__name__)
CREDENTIALS = {}
ITERATIONS = 600_000


def derive(password: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", password.encode(), salt, ITERATIONS)


@app.route("/register", methods=["POST"])
def register():
    user, pw = request.form["user"], request.form["password"]
    salt = os.urandom(16)
    CREDENTIALS[user] = (salt, derive(pw, salt))
    return "", 201


@app.route("/login", methods=["POST"])
def login():
    entry = CREDENTIALS.get(request.form["user"])
    if not entry or not hmac.compare_digest(entry[1], derive(request.form["password"], entry[0])):
        abort(401)
    return "ok"
