import hashlib

from flask import Flask, request

from accounts.db import insert_user

app = Flask(__name__)


def hash_password(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.post("/register")
def register():
    username = request.form["username"]
    insert_user(username, hash_password(request.form["password"]))
    return {"created": username}
