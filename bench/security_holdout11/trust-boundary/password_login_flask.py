import os

from flask import Flask, abort, redirect, request, session
from werkzeug.security import check_password_hash

from models import User

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


@app.route("/login", methods=["POST"])
def login():
    user = User.query.filter_by(email=request.form.get("email", "")).first()
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        abort(401)
    session.clear()
    session["user_id"] = user.id
    return redirect("/")
