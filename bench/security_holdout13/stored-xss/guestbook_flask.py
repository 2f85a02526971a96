import sqlite3
from datetime import datetime

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)
app.config.update(DATABASE="guestbook.db", PAGE_SIZE=20)

PAGE = """
<h1>Guestbook</h1>
<form method="post" action="{{ url_for('sign') }}">
  <input name="name"><textarea name="message"></textarea><button>Sign</button>
</form>
{% for e in entries %}
  <article><h3>{{ e.name }}</h3><time>{{ e.created }}</time><div>{{ e.message }}</div></article>
{% endfor %}
"""


class GuestbookDB:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY, name TEXT, message TEXT, created TEXT)"
        )

    def add(self, name, message):
        self.conn.execute(
            "INSERT INTO entries (name, message, created) VALUES (?, ?, ?)",
            (name, message, datetime.utcnow().isoformat(timespec="seconds")),
        )
        self.conn.commit()

    def latest(self, limit):
        return self.conn.execute("SELECT * FROM entries ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


def db():
    if "gb" not in g:
        g.gb = GuestbookDB(app.config["DATABASE"])
    return g.gb


@app.get("/")
def index():
    entries = [present(row) for row in db().latest(app.config["PAGE_SIZE"])]
    return render_template_string(PAGE, entries=entries)


@app.post("/sign")
def sign():
    db().add(request.form.get("name", "anonymous")[:60], request.form.get("message", "")[:2000])
    return redirect(url_for("index"))


def present(row):
    return {
        "name": row["name"],
        "created": row["created"],
        "message": Markup(row["message"].replace("\n", "<br>")),
    }
