import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

PAGE = "<h1>Visitor wall</h1><ul>{% for e in entries %}{{ e }}{% endfor %}</ul>"


def load_entries():
    conn = sqlite3.connect("wall.db")
    try:
        return conn.execute("SELECT author, body FROM posts ORDER BY id DESC").fetchall()
    finally:
        conn.close()


@app.route("/wall")
def wall():
    entries = []
    for author, body in load_entries():
        entries.append(Markup("<li><b>{}</b>: {}</li>").format(author, body))
    return render_template_string(PAGE, entries=entries)
