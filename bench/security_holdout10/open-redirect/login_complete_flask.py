import os
from flask import Flask, request, redirect, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def after_login_target(args):
    target = args.get("next") or args.get("return_url")
    return target or "/home"


@app.route("/login/complete")
def login_complete():
    if not session.get("user_id"):
        return redirect("/login")
    destination = after_login_target(request.args)
    return redirect(destination)
