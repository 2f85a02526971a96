import sqlite3

from flask import Flask, g, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
PAGE = "<h1>Speakers</h1><ul>{% for s in speakers %}{{ s }}{% endfor %}</ul>"


def db():
    if "db" not in g:
        g.db = sqlite3.connect("conference.db")
        g.db.row_factory = sqlite3.Row
    return g.db


@app.post("/speakers")
def add_speaker():
    db().execute("INSERT INTO speakers (name, bio) VALUES (?, ?)", (request.form["name"], request.form["bio"]))
    db().commit()
    return redirect("/speakers")


@app.get("/speakers")
def list_speakers():
    rows = db().execute("SELECT name, bio FROM speakers ORDER BY name").fetchall()
    cards = [Markup(f"<li><b>{row['name']}</b> {row['bio']}</li>") for row in rows]
    return render_template_string(PAGE, speakers=cards)
