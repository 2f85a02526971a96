import os

from flask import Flask, flash, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)


@app.route("/logout")
def logout():
    session.clear()
    flash("You have been signed out.")
    next_url = request.args.get("next")
    if not next_url:
        next_url = request.referrer or "/"
    return redirect(next_url)
