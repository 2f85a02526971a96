import sqlite3

from flask import Blueprint, g, redirect, render_template_string, request, url_for
from markupsafe import Markup

profile_bp = Blueprint("profile", __name__)

PROFILE_PAGE = "<h1>{{ username }}</h1><section class='bio'>{{ bio }}</section>"


def db():
    if "conn" not in g:
        g.conn = sqlite3.connect("profiles.db")
    return g.conn


@profile_bp.post("/profile/<username>/bio")
def update_bio(username):
    db().execute("UPDATE profiles SET bio = ? WHERE username = ?", (request.form["bio"], username))
    db().commit()
    return redirect(url_for("profile.show", username=username))


@profile_bp.get("/profile/<username>")
def show(username):
    row = db().execute("SELECT bio FROM profiles WHERE username = ?", (username,)).fetchone()
    bio = Markup(row[0] if row else "")
    return render_template_string(PROFILE_PAGE, username=username, bio=bio)
