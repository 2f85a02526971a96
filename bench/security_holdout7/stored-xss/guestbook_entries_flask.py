import sqlite3

from flask import Flask, g, render_template_string
from markupsafe import Markup

app = Flask(__name__)
DATABASE = "guestbook.db"

PAGE = """<h1>Guestbook</h1>
<ul>{% for item in items %}{{ item }}{% endfor %}</ul>"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
    return g.db


@app.route("/guestbook")
def guestbook_entries():
    rows = get_db().execute(
        "SELECT author, message FROM entries ORDER BY id DESC LIMIT 50"
    ).fetchall()
    items = []
    for author, message in rows:
        items.append(Markup(f"<li><b>{author}</b>: {message}</li>"))
    return render_template_string(PAGE, items=items)
