import sqlite3

from flask import Flask, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
DB = "profiles.db"
PAGE = "<html><body><h1>{{ name }}</h1><div class='bio'>{{ bio }}</div></body></html>"


@app.post("/u/<username>/bio")
def update_bio(username):
    text = request.form.get("bio", "")
    with sqlite3.connect(DB) as conn:
        conn.execute("UPDATE profiles SET bio = ? WHERE username = ?", (text, username))
    return redirect(f"/u/{username}")


@app.get("/u/<username>")
def bio_page(username):
    name, bio = load_profile(username)
    return render_template_string(PAGE, name=name, bio=Markup(bio))


def load_profile(username):
    with sqlite3.connect(DB) as conn:
        row = conn.execute(
            "SELECT display_name, bio FROM profiles WHERE username = ?", (username,)
        ).fetchone()
    return row or ("unknown", "")
