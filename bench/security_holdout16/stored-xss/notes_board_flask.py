import sqlite3

from flask import Flask, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)
PAGE = "<ul>{% for item in items %}{{ item }}{% endfor %}</ul><form method=post><textarea name=text></textarea></form>"


def db():
    return sqlite3.connect("/srv/app/board.db")


@app.route("/board", methods=["GET", "POST"])
def board():
    conn = db()
    if request.method == "POST":
        conn.execute("INSERT INTO notes (author, text) VALUES (?, ?)", (request.remote_user or "anon", request.form["text"]))
        conn.commit()
        return redirect(url_for("board"))
    rows = conn.execute("SELECT author, text FROM notes ORDER BY id DESC LIMIT 50").fetchall()
    items = [Markup("<li><b>{}</b>: {}</li>").format(author, text) for author, text in rows]
    return render_template_string(PAGE, items=items)
