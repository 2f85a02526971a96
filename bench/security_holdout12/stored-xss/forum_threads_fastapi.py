import sqlite3
from datetime import datetime

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import DictLoader, Environment

TEMPLATES = {
    "thread.html": """<html><body>
<h1>{{ thread.title }}</h1>
{% for post in posts %}
<div class="post"><span class="author">{{ post.author }}</span>
<div class="content">{{ post.content }}</div><time>{{ post.created }}</time></div>
{% endfor %}
<form method="post" action="/threads/{{ thread.id }}/posts">
<input name="author"><textarea name="content"></textarea><button>Reply</button>
</form></body></html>""",
}

env = Environment(loader=DictLoader(TEMPLATES))
app = FastAPI()
DB = "forum.db"


def connect():
    conn = sqlite3.connect(DB)
    conn.row_factory = sqlite3.Row
    return conn


@app.get("/threads")
def list_threads():
    with connect() as conn:
        rows = conn.execute("SELECT id, title FROM threads ORDER BY id DESC").fetchall()
    return [dict(r) for r in rows]


@app.post("/threads/{thread_id}/posts")
def add_post(thread_id: int, author: str = Form(...), content: str = Form(...)):
    with connect() as conn:
        conn.execute(
            "INSERT INTO posts (thread_id, author, content, created) VALUES (?, ?, ?, ?)",
            (thread_id, author, content, datetime.utcnow().isoformat()),
        )
    return RedirectResponse(f"/threads/{thread_id}", status_code=303)


@app.get("/threads/{thread_id}", response_class=HTMLResponse)
def show_thread(thread_id: int):
    with connect() as conn:
        thread = conn.execute("SELECT id, title FROM threads WHERE id = ?", (thread_id,)).fetchone()
        posts = conn.execute(
            "SELECT author, content, created FROM posts WHERE thread_id = ? ORDER BY created",
            (thread_id,),
        ).fetchall()
    if thread is None:
        raise HTTPException(status_code=404)
    page = env.get_template("thread.html").render(thread=thread, posts=posts)
    return HTMLResponse(page)
