import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]
USERS = {"alice": "correct horse"}


def landing_target(args):
    target = args.get("next") or args.get("return_to")
    return target if target else "/dashboard"


@app.post("/login")
def login():
    if USERS.get(request.form.get("username")) != request.form.get("password"):
        return "invalid credentials", 401
    session["user"] = request.form["username"]
    return redirect(landing_target(request.args))
