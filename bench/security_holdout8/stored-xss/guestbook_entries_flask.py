import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

PAGE = """<h1>Guestbook</h1>
<ul>{% for author, body in entries %}<li><b>{{ author }}</b>: {{ body }}</li>{% endfor %}</ul>"""


@app.route("/guestbook")
def guestbook():
    conn = sqlite3.connect("guestbook.db")
    rows = conn.execute("SELECT author, message FROM entries ORDER BY created_at DESC LIMIT 50").fetchall()
    conn.close()
    entries = []
    for author, message in rows:
        entries.append((author, Markup(message.replace("\n", "<br>"))))
    return render_template_string(PAGE, entries=entries)
