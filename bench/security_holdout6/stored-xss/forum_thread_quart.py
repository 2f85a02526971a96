import asyncio
import sqlite3
from dataclasses import dataclass
from typing import List, Optional

from markupsafe import Markup
from quart import Quart, abort, render_template_string

app = Quart(__name__)
FORUM_DB = "forum.db"

THREAD_TEMPLATE = """
<h1>{{ thread.title }}</h1>
{% for post in posts %}
<article class="post">
  <header>{{ post.author }} &middot; {{ post.created_at }}</header>
  <div class="content">{{ post.content }}</div>
  {% if post.signature %}<footer>{{ post.signature }}</footer>{% endif %}
</article>
{% endfor %}
"""


@dataclass
class Post:
    author: str
    created_at: str
    content: Markup
    signature: str


@dataclass
class Thread:
    id: int
    title: str


def _query(sql, params):
    conn = sqlite3.connect(FORUM_DB)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


async def load_thread(thread_id: int) -> Optional[Thread]:
    rows = await asyncio.to_thread(_query, "SELECT id, title FROM threads WHERE id = ?", (thread_id,))
    return Thread(*rows[0]) if rows else None


def to_post(row) -> Post:
    author, created_at, content, signature = row
    return Post(
        author=author,
        created_at=created_at,
        content=Markup(content),
        signature=signature or "",
    )


async def load_posts(thread_id: int) -> List[Post]:
    rows = await asyncio.to_thread(
        _query,
        "SELECT author, created_at, content, signature FROM posts WHERE thread_id = ? ORDER BY id",
        (thread_id,),
    )
    return [to_post(r) for r in rows]


@app.route("/threads/<int:thread_id>")
async def forum_thread(thread_id: int):
    thread = await load_thread(thread_id)
    if thread is None:
        abort(404)
    posts = await load_posts(thread_id)
    return await render_template_string(THREAD_TEMPLATE, thread=thread, posts=posts)
