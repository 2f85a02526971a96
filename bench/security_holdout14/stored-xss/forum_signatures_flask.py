import sqlite3

from flask import Flask, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
DB = "forum.db"
TEMPLATE = "{% for sig in signatures %}<div class='sig'>{{ sig }}</div>{% endfor %}"


def fetch_signatures(limit=20):
    with sqlite3.connect(DB) as conn:
        return conn.execute("SELECT username, signature FROM signatures ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


@app.post("/signature")
def save_signature():
    with sqlite3.connect(DB) as conn:
        conn.execute("INSERT INTO signatures (username, signature) VALUES (?, ?)", (request.form["username"], request.form["signature"]))
    return redirect("/signatures")


@app.get("/signatures")
def signatures():
    rendered = [Markup("<em>%s</em> &mdash; %s") % (user, sig) for user, sig in fetch_signatures()]
    return render_template_string(TEMPLATE, signatures=rendered)
