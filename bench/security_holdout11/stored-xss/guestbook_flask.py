import sqlite3

from flask import Flask, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
DB = "guestbook.db"

TEMPLATE = """<h1>Guestbook</h1>
<form method="post"><input name="name"><textarea name="message"></textarea><button>Sign</button></form>
{% for e in entries %}<div class="entry"><b>{{ e.name }}</b>: {{ e.message }}</div>{% endfor %}"""


def db():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS entries (name TEXT, message TEXT)")
    return conn


@app.route("/guestbook", methods=["GET", "POST"])
def guestbook():
    conn = db()
    if request.method == "POST":
        conn.execute("INSERT INTO entries VALUES (?, ?)", (request.form["name"], request.form["message"]))
        conn.commit()
        return redirect("/guestbook")
    rows = conn.execute("SELECT name, message FROM entries ORDER BY rowid DESC").fetchall()
    entries = [{"name": r[0], "message": Markup(r[1])} for r in rows]
    return render_template_string(TEMPLATE, entries=entries)
