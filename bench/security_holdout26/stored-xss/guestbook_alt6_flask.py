import html
import sqlite3

from flask import Flask

app = Flask(__name__)


@app.route("/guestbook")
def guestbook():
    conn = sqlite3.connect("guestbook.db")
    rows = conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT 30").fetchall()
    conn.close()
    items = "".join("<li><b>" + html.escape(name) + "</b>: " + html.escape(message) + "</li>" for name, message in rows)
    return "<h1>Guestbook</h1><ul>" + items + "</ul>"
