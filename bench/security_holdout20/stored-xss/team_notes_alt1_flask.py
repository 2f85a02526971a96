import sqlite3

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup, escape

app = Flask(__name__)
DB_PATH = "/var/lib/teamboard/notes.db"

PAGE = """<!doctype html><title>Team notes</title>
<h1>Notes</h1>
<ul class="notes">{{ notes }}</ul>
<form method="post">
  <input name="author" placeholder="Your name">
  <textarea name="body"></textarea>
  <button>Post</button>
</form>"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


def render_note(row):
    body = row["body"].replace("\n", "<br>")
    return Markup(f"<li><b>{escape(row['author'])}</b>: {body}</li>")


@app.route("/notes", methods=["GET", "POST"])
def notes():
    db = get_db()
    if request.method == "POST":
        db.execute(
            "INSERT INTO notes (author, body) VALUES (?, ?)",
            (request.form.get("author", "anonymous"), request.form.get("body", "")),
        )
        db.commit()
        return redirect(url_for("notes"))

    rows = db.execute("SELECT author, body FROM notes ORDER BY id DESC LIMIT 50").fetchall()
    items = Markup("").join(render_note(r) for r in rows)
    return render_template_string(PAGE, notes=items)
