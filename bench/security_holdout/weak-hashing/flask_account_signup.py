import hashlib

from flask import Flask, redirect, request, url_for

from myapp.models import User, db

app = Flask(__name__)


@app.post("/signup")
def signup():
    email = request.form["email"].strip().lower()
    password = request.form["password"]
    if User.query.filter_by(email=email).first():
        return redirect(url_for("signup_form", taken=1))
    user = User(email=email, password_hash=hashlib.md5(password.encode("utf-8")).hexdigest())
    db.session.add(user)
    db.session.commit()
    return redirect(url_for("login"))
