import hashlib
import os

from flask import Flask, request

from accounts.db import insert_user

app = Flask(__name__)


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, 600_000)
    return salt.hex() + "$" + derived.hex()


@app.post("/register")
def register():
    username = request.form["username"]
    insert_user(username, hash_password(request.form["password"]))
    return {"created": username}
