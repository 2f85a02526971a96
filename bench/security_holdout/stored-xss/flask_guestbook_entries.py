import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

PAGE = "<h1>Guestbook</h1><ul>{% for e in entries %}{{ e }}{% endfor %}</ul>"


def load_entries():
    conn = sqlite3.connect("guestbook.db")
    try:
        return conn.execute("SELECT author, body FROM entries ORDER BY id DESC").fetchall()
    finally:
        conn.close()


@app.route("/guestbook")
def guestbook():
    entries = []
    for author, body in load_entries():
        entries.append(Markup(f"<li><b>{author}</b>: {body}</li>"))
    return render_template_string(PAGE, entries=entries)
