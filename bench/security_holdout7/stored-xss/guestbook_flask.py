import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from typing import List

from flask import Flask, redirect, request, url_for
from jinja2 import DictLoader, Environment, select_autoescape

app = Flask(__name__)
DB_FILE = "guestbook.db"

TEMPLATES = {
    "guestbook.html": """<!doctype html>
<html><body>
<h1>Guestbook</h1>
<form method="post">
  <input name="name"><textarea name="message"></textarea><button>Sign</button>
</form>
{% for e in entries %}
<div class="entry"><h3>{{ e.name }}</h3><p>{{ e.message }}</p><small>{{ e.created }}</small></div>
{% endfor %}
</body></html>""",
}

env = Environment(
    loader=DictLoader(TEMPLATES),
    autoescape=select_autoescape(["html"]),
)


@dataclass
class Entry:
    name: str
    message: str
    created: str


class GuestbookStore:
    def __init__(self, path: str):
        self.path = path

    def add(self, name: str, message: str) -> None:
        with closing(sqlite3.connect(self.path)) as conn, conn:
            conn.execute(
                "INSERT INTO entries (name, message, created) VALUES (?, ?, ?)",
                (name, message, datetime.utcnow().isoformat(timespec="seconds")),
            )

    def latest(self, limit: int = 50) -> List[Entry]:
        with closing(sqlite3.connect(self.path)) as conn:
            rows = conn.execute(
                "SELECT name, message, created FROM entries ORDER BY created DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [Entry(*row) for row in rows]


store = GuestbookStore(DB_FILE)


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    if request.method == "POST":
        name = request.form.get("name", "anonymous")[:60]
        message = request.form.get("message", "")[:1000]
        if message:
            store.add(name, message)
        return redirect(url_for("guestbook"))
    template = env.get_template("guestbook.html")
    return template.render(entries=store.latest())
