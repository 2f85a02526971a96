from dataclasses import dataclass
from datetime import datetime, timezone
from typing import List, Optional

import aiosqlite
import bleach
import markdown
from markupsafe import Markup
from quart import Quart, abort, g, redirect, render_template_string, request, session, url_for

app = Quart(__name__)
app.config.from_prefixed_env()

ARTICLE_PAGE = """<!doctype html>
<title>{{ article.title }}</title>
<article><h1>{{ article.title }}</h1>
<p class="meta">by {{ article.author }} on {{ article.updated_at }}</p>
<div class="content">{{ body_html }}</div></article>"""


@dataclass
class Article:
    slug: str
    title: str
    body: str
    author: str
    updated_at: str


class ArticleRepository:
    def __init__(self, path: str):
        self.path = path

    async def get(self, slug: str) -> Optional[Article]:
        async with aiosqlite.connect(self.path) as db:
            cur = await db.execute(
                "SELECT slug, title, body, author, updated_at FROM kb_article WHERE slug = ?", (slug,)
            )
            row = await cur.fetchone()
        return Article(*row) if row else None

    async def upsert(self, article: Article) -> None:
        async with aiosqlite.connect(self.path) as db:
            await db.execute(
                "INSERT INTO kb_article (slug, title, body, author, updated_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(slug) DO UPDATE SET title = excluded.title, body = excluded.body, "
                "author = excluded.author, updated_at = excluded.updated_at",
                (article.slug, article.title, article.body, article.author, article.updated_at),
            )
            await db.commit()

    async def recent(self, limit: int = 20) -> List[dict]:
        async with aiosqlite.connect(self.path) as db:
            cur = await db.execute("SELECT slug, title FROM kb_article ORDER BY updated_at DESC LIMIT ?", (limit,))
            return [{"slug": s, "title": t} for s, t in await cur.fetchall()]


class ArticleRenderer:
    extensions = ["fenced_code", "tables", "toc"]

    def render_body(self, article: Article) -> Markup:
        return Markup(markdown.markdown(article.body, extensions=self.extensions))


repo = ArticleRepository(app.config.get("KB_DB", "kb.db"))
renderer = ArticleRenderer()


@app.before_request
async def require_login():
    g.user = session.get("username")
    if g.user is None and request.endpoint != "static":
        abort(401)


@app.get("/kb")
async def index():
    return {"articles": await repo.recent()}


@app.get("/kb/<slug>")
async def show_article(slug: str):
    article = await repo.get(slug)
    if article is None:
        abort(404)
    return await render_template_string(ARTICLE_PAGE, article=article, body_html=renderer.render_body(article))


@app.post("/kb/<slug>")
async def save_article(slug: str):
    form = await request.form
    title = bleach.clean(form.get("title", ""), tags=set(), strip=True)[:200]
    body = form.get("body", "")
    if not title or not body:
        abort(400)
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    await repo.upsert(Article(slug=slug, title=title, body=body, author=g.user, updated_at=now))
    return redirect(url_for("show_article", slug=slug))
