import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from typing import List

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment
from markupsafe import Markup

DB_PATH = "blog.db"
FOOTER = Markup("<small>&copy; Example Publishing</small>")

TEMPLATES = {
    "feed.html": """
<html><body>
<h1>Latest posts</h1>
{% for post in posts %}
<article>
  <h2>{{ post.title }}</h2>
  <p class="meta">by {{ post.author }} on {{ post.published.strftime('%Y-%m-%d') }}</p>
  <div class="content">{{ post.body }}</div>
</article>
{% endfor %}
{{ footer }}
</body></html>
""",
}

env = Environment(loader=DictLoader(TEMPLATES), autoescape=True)
app = FastAPI()


@dataclass
class Post:
    title: str
    author: str
    body: str
    published: datetime


class PostRepository:
    def __init__(self, path: str = DB_PATH):
        self.path = path

    def latest(self, limit: int = 20) -> List[Post]:
        with closing(sqlite3.connect(self.path)) as conn:
            rows = conn.execute(
                "SELECT title, author, body, published_at FROM posts "
                "WHERE status = 'published' ORDER BY published_at DESC LIMIT ?",
                (limit,),
            ).fetchall()
        return [Post(t, a, b, datetime.fromisoformat(p)) for t, a, b, p in rows]


def render_feed(posts: List[Post]) -> str:
    template = env.get_template("feed.html")
    return template.render(posts=posts, footer=FOOTER)


@app.get("/blog", response_class=HTMLResponse)
def blog_feed(limit: int = 20):
    posts = PostRepository().latest(min(max(limit, 1), 100))
    return HTMLResponse(render_feed(posts))
