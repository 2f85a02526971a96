import sqlite3
from contextlib import closing

from flask import Flask, abort, redirect, render_template_string, request, session, url_for
from markupsafe import Markup, escape

app = Flask(__name__)
app.config.from_prefixed_env()
DB_PATH = "forum.db"

THREAD_PAGE = """
<h1>{{ title }}</h1>
{% for p in posts %}
<div class="post"><span class="who">{{ p.author }}</span><div class="text">{{ p.html }}</div></div>
{% endfor %}
"""
LINE_BREAK = Markup("<br>")


def render_body(raw):
    paragraphs = []
    for chunk in raw.split("\n\n"):
        lines = escape(chunk).split("\n")
        paragraphs.append(Markup("<p>") + LINE_BREAK.join(lines) + Markup("</p>"))
    return Markup("").join(paragraphs)


class PostRepository:
    def __init__(self, path):
        self.path = path

    def thread(self, thread_id):
        with closing(sqlite3.connect(self.path)) as conn:
            head = conn.execute("SELECT title FROM threads WHERE id = ?", (thread_id,)).fetchone()
            rows = conn.execute(
                "SELECT author, body FROM posts WHERE thread_id = ? ORDER BY id", (thread_id,)
            ).fetchall()
        return head, rows

    def add(self, thread_id, author, body):
        with closing(sqlite3.connect(self.path)) as conn, conn:
            conn.execute(
                "INSERT INTO posts (thread_id, author, body) VALUES (?, ?, ?)",
                (thread_id, author, body),
            )


repo = PostRepository(DB_PATH)


@app.route("/threads/<int:thread_id>")
def show_thread(thread_id):
    head, rows = repo.thread(thread_id)
    if head is None:
        abort(404)
    posts = [{"author": author, "html": render_body(body)} for author, body in rows]
    return render_template_string(THREAD_PAGE, title=head[0], posts=posts)


@app.route("/threads/<int:thread_id>/reply", methods=["POST"])
def reply(thread_id):
    author = session.get("username", "guest")
    body = request.form.get("body", "").strip()
    if not body:
        abort(400)
    repo.add(thread_id, author, body)
    return redirect(url_for("show_thread", thread_id=thread_id))
