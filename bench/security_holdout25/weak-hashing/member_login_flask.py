import hashlib
import hmac
import os

from flask import Flask, abort, redirect, request, session

from members.db import find_member

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


def password_digest(password, username):
    return hashlib.md5(f"{username}:{password}".encode()).hexdigest()


def check_password(member, password):
    return hmac.compare_digest(member["pw_hash"], password_digest(password, member["username"]))


@app.post("/login")
def login():
    member = find_member(request.form.get("username", ""))
    if member is None or not check_password(member, request.form.get("password", "")):
        abort(401)
    session["member_id"] = member["id"]
    return redirect("/dashboard")
