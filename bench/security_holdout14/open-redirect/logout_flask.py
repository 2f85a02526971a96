import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]


def landing_target(args):
    target = args.get("next") or args.get("return_to")
    return target.strip() if target else "/"


@app.get("/logout")
def logout():
    session.clear()
    destination = landing_target(request.args)
    return redirect(destination)
