from datetime import datetime
from typing import List

from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import BaseLoader, Environment
from pydantic import BaseModel
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

ENGINE = create_engine("sqlite:///announcements.db")

BOARD_TEMPLATE = """
<html><body>
<h1>Announcements</h1>
{% for a in announcements %}
<div class="announcement">
  <h2>{{ a.title }}</h2>
  <p class="meta">Posted by {{ a.author }} on {{ a.posted_at.strftime('%d %b %Y') }}</p>
  <div>{{ a.body }}</div>
</div>
{% endfor %}
</body></html>
"""

env = Environment(loader=BaseLoader(), autoescape=False)
board_template = env.from_string(BOARD_TEMPLATE)

app = FastAPI()


class Announcement(BaseModel):
    id: int
    title: str
    author: str
    body: str
    posted_at: datetime


class NewAnnouncement(BaseModel):
    title: str
    body: str
    author: str


def get_engine() -> Engine:
    return ENGINE


def fetch_announcements(engine: Engine) -> List[Announcement]:
    with engine.connect() as conn:
        rows = conn.execute(
            text("SELECT id, title, author, body, posted_at FROM announcements ORDER BY posted_at DESC")
        )
        return [Announcement(**r._mapping) for r in rows]


@app.post("/announcements", status_code=201)
def create_announcement(item: NewAnnouncement, engine: Engine = Depends(get_engine)):
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO announcements (title, author, body, posted_at) VALUES (:t, :a, :b, :p)"),
            {"t": item.title, "a": item.author, "b": item.body, "p": datetime.utcnow()},
        )
    return {"status": "created"}


@app.get("/announcements", response_class=HTMLResponse)
def announcement_board(engine: Engine = Depends(get_engine)):
    announcements = fetch_announcements(engine)
    page = board_template.render(announcements=announcements)
    return HTMLResponse(page)
