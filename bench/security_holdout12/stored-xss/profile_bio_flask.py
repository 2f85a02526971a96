import os
import sqlite3

from flask import Flask, redirect, render_template_string, request, session
from markupsafe import Markup

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

PROFILE = "<h1>{{ name }}</h1><section class='bio'>{{ bio }}</section>"


def db():
    return sqlite3.connect("profiles.db")


@app.route("/profile/bio", methods=["POST"])
def update_bio():
    with db() as conn:
        conn.execute("UPDATE users SET bio = ? WHERE id = ?", (request.form["bio"], session["uid"]))
    return redirect("/profile/%d" % session["uid"])


@app.route("/profile/<int:uid>")
def show_profile(uid):
    row = db().execute("SELECT name, bio FROM users WHERE id = ?", (uid,)).fetchone()
    name, bio = row if row else ("unknown", "")
    rendered_bio = Markup(bio) if bio else Markup("<em>No bio yet</em>")
    return render_template_string(PROFILE, name=name, bio=rendered_bio)
