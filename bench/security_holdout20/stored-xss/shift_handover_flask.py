import sqlite3

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup, escape

app = Flask(__name__)
DB_PATH = "/var/lib/teamboard/handover.db"

PAGE = """<!doctype html><title>Shift handover</title>
<h1>Handover log</h1>
<ul class="handover">{{ entries }}</ul>
<form method="post">
  <input name="author" placeholder="Your name">
  <textarea name="body"></textarea>
  <button>Add</button>
</form>"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


def render_entry(row):
    body = escape(row["body"]).replace("\n", Markup("<br>"))
    return Markup("<li><b>{}</b>: {}</li>").format(row["author"], body)


@app.route("/handover", methods=["GET", "POST"])
def handover():
    db = get_db()
    if request.method == "POST":
        db.execute(
            "INSERT INTO entries (author, body) VALUES (?, ?)",
            (request.form.get("author", "anonymous"), request.form.get("body", "")),
        )
        db.commit()
        return redirect(url_for("handover"))

    rows = db.execute("SELECT author, body FROM entries ORDER BY id DESC LIMIT 50").fetchall()
    items = Markup("").join(render_entry(r) for r in rows)
    return render_template_string(PAGE, entries=items)
