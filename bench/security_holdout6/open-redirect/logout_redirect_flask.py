import os

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ.get("SECRET_KEY") or os.urandom(32)


@app.route("/")
def index():
    return "home"


@app.route("/logout")
def logout():
    session.clear()
    next_url = request.args.get("next") or url_for("index")
    return redirect(next_url)
