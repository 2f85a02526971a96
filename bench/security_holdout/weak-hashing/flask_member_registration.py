import hashlib
import os

from flask import Flask, redirect, request, url_for

from myapp.models import Member, db

app = Flask(__name__)


@app.post("/register")
def register():
    email = request.form["email"].strip().lower()
    password = request.form["password"]
    salt = os.urandom(16)
    digest = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1)
    member = Member(email=email, password_hash=salt.hex() + "$" + digest.hex())
    db.session.add(member)
    db.session.commit()
    return redirect(url_for("login"))
