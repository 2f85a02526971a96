import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def after_login_target(args, default="/dashboard"):
    nxt = args.get("next")
    return nxt or default


@app.route("/login/complete")
def login_complete():
    if not session.get("user_id"):
        return redirect("/login")
    target = after_login_target(request.args)
    return redirect(target)
