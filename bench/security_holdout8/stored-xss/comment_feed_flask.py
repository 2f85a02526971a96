import sqlite3

from flask import Flask, render_template_string
from markupsafe import Markup

app = Flask(__name__)

FEED_TEMPLATE = """
<h1>Latest comments</h1>
<ul>{{ items }}</ul>
"""


def load_comments(limit=20):
    with sqlite3.connect("blog.db") as conn:
        return conn.execute(
            "SELECT author, body FROM comments ORDER BY created_at DESC LIMIT ?", (limit,)
        ).fetchall()


@app.route("/comments")
def comment_feed():
    parts = []
    for author, body in load_comments():
        parts.append(f"<li><b>{author}</b>: {body}</li>")
    items = Markup("".join(parts))
    return render_template_string(FEED_TEMPLATE, items=items)
