import sqlite3
from dataclasses import dataclass
from typing import List

from flask import Flask, g, render_template_string
from markupsafe import Markup

app = Flask(__name__)
app.config["DATABASE"] = "blog.db"

THREAD_TEMPLATE = """
<h1>{{ post_title }}</h1>
<section class="comments">
{% for c in comments %}
  <article>
    <header>{{ c.author }} &middot; {{ c.created_at }}</header>
    <div class="body">{{ c.body_html }}</div>
  </article>
{% endfor %}
</section>
"""


@dataclass
class CommentView:
    author: str
    created_at: str
    body_html: Markup


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


class CommentRepository:
    def __init__(self, conn):
        self.conn = conn

    def for_post(self, post_id: int):
        return self.conn.execute(
            "SELECT author, body, created_at FROM comments WHERE post_id = ? ORDER BY created_at",
            (post_id,),
        ).fetchall()


def present(rows) -> List[CommentView]:
    views = []
    for row in rows:
        rendered = row["body"].replace("\n", "<br>")
        views.append(CommentView(row["author"], row["created_at"], Markup(rendered)))
    return views


@app.route("/posts/<int:post_id>/comments")
def comment_thread(post_id: int):
    db = get_db()
    post = db.execute("SELECT title FROM posts WHERE id = ?", (post_id,)).fetchone()
    title = post["title"] if post else "Untitled"
    comments = present(CommentRepository(db).for_post(post_id))
    return render_template_string(THREAD_TEMPLATE, post_title=title, comments=comments)


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
