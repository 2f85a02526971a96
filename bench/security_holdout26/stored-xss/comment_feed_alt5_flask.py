import sqlite3

from flask import Flask, g, redirect, render_template_string, request, url_for
from markupsafe import Markup

app = Flask(__name__)

PAGE = """
<h1>Comments</h1>
<ul>{% for item in items %}{{ item }}{% endfor %}</ul>
<form method="post"><textarea name="body"></textarea><button>Post</button></form>
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect("comments.db")
    return g.db


class CommentRepository:
    def __init__(self, conn):
        self.conn = conn

    def add(self, author, body):
        self.conn.execute("INSERT INTO comments (author, body) VALUES (?, ?)", (author, body))
        self.conn.commit()

    def latest(self, limit=50):
        cur = self.conn.execute("SELECT author, body FROM comments ORDER BY id DESC LIMIT ?", (limit,))
        return cur.fetchall()


def render_item(row):
    author, body = row
    return Markup(f"<li><b>{author}</b>: {body}</li>")


@app.route("/comments", methods=["GET", "POST"])
def comments():
    repo = CommentRepository(get_db())
    if request.method == "POST":
        repo.add(request.form.get("author", "anon"), request.form.get("body", ""))
        return redirect(url_for("comments"))
    items = [render_item(row) for row in repo.latest()]
    return render_template_string(PAGE, items=items)
