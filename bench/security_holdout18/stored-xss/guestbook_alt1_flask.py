import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)
PAGE = "<h1>{{ heading }}</h1><ul>{{ items }}</ul>"
ENTRY = Markup("<li><b>{}</b>: {}</li>")


def recent_entries(limit=30):
    with sqlite3.connect("guestbook.db") as conn:
        return conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


@app.route("/guestbook")
def guestbook():
    entries = recent_entries()
    items = Markup("").join(ENTRY.format(name, message) for name, message in entries)
    return render_template_string(PAGE, heading="Guestbook", items=items)
