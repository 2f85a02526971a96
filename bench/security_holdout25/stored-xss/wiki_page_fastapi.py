from datetime import datetime

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import Environment
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from .db import WikiPage, get_session

app = FastAPI()
env = Environment(autoescape=True)

PAGE = env.from_string(
    """<!doctype html>
<html><head><title>{{ page.title }}</title></head>
<body>
  <h1>{{ page.title }}</h1>
  <div class="meta">edited by {{ page.editor }} on {{ page.updated_at.strftime('%Y-%m-%d') }}</div>
  {% for para in paragraphs %}<p>{{ para }}</p>{% endfor %}
</body></html>"""
)


class PageEdit(BaseModel):
    title: str
    content: str


@app.get("/wiki/{slug}", response_class=HTMLResponse)
def show_page(slug: str, session: Session = Depends(get_session)):
    page = session.scalar(select(WikiPage).where(WikiPage.slug == slug))
    if page is None:
        raise HTTPException(status_code=404)
    paragraphs = [p for p in page.content.split("\n\n") if p.strip()]
    return HTMLResponse(PAGE.render(page=page, paragraphs=paragraphs))


@app.put("/wiki/{slug}")
def edit_page(slug: str, edit: PageEdit, session: Session = Depends(get_session)):
    page = session.scalar(select(WikiPage).where(WikiPage.slug == slug))
    if page is None:
        page = WikiPage(slug=slug)
        session.add(page)
    page.title = edit.title
    page.content = edit.content
    page.editor = "api"
    page.updated_at = datetime.utcnow()
    session.commit()
    return {"slug": slug, "updated": page.updated_at.isoformat()}


@app.get("/wiki/{slug}/raw")
def raw_page(slug: str, session: Session = Depends(get_session)):
    page = session.scalar(select(WikiPage).where(WikiPage.slug == slug))
    if page is None:
        raise HTTPException(status_code=404)
    return {"title": page.title, "content": page.content}
