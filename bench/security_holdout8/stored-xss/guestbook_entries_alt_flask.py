import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

PAGE = """<h1>Guestbook</h1><ul>{{ entries }}</ul>"""


@app.route("/guestbook")
def guestbook():
    with sqlite3.connect("guestbook.db") as conn:
        rows = conn.execute(
            "SELECT name, message, city FROM entries ORDER BY id DESC LIMIT 50"
        ).fetchall()
    fragments = []
    for name, message, city in rows:
        where = city or "somewhere"
        fragments.append(Markup("<li><strong>{}</strong> from {}: {}</li>").format(name, where, message))
    entries = Markup("").join(fragments)
    return render_template_string(PAGE, entries=entries)
