import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
USERS = {}


def authenticate(name, password):
    user = USERS.get(name)
    return user if user is not None and user.check_password(password) else None


@app.route("/login", methods=["POST"])
def login():
    user = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return redirect("/login?failed=1")
    session["user_id"] = user.id
    next_url = request.args.get("next") or "/dashboard"
    return redirect(next_url)
