import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)
PAGE = "<h1>Comments</h1><ul>{{ items }}</ul>"


def load_comments(post_id):
    with sqlite3.connect("blog.db") as conn:
        return conn.execute(
            "SELECT author, body FROM comments WHERE post_id = ? ORDER BY id", (post_id,)
        ).fetchall()


def render_items(rows):
    parts = [f"<li><b>{author}</b>: {body}</li>" for author, body in rows]
    return Markup("".join(parts))


@app.route("/posts/<int:post_id>/comments")
def comments(post_id):
    return render_template_string(PAGE, items=render_items(load_comments(post_id)))
