import sqlite3

from flask import Flask, redirect, render_template_string, request
from markupsafe import Markup

app = Flask(__name__)
PAGE = "<ul>{% for c in comments %}<li><b>{{ c.author }}</b>: {{ c.body }}</li>{% endfor %}</ul>"


def db():
    conn = sqlite3.connect("wall.db")
    conn.row_factory = sqlite3.Row
    return conn


@app.post("/wall")
def post_comment():
    with db() as conn:
        conn.execute("INSERT INTO comments (author, body) VALUES (?, ?)", (request.form["author"], request.form["body"]))
    return redirect("/wall")


@app.get("/wall")
def show_wall():
    rows = db().execute("SELECT author, body FROM comments ORDER BY id DESC LIMIT 50").fetchall()
    comments = [{"author": r["author"], "body": Markup(r["body"])} for r in rows]
    return render_template_string(PAGE, comments=comments)
