import sqlite3
from contextlib import closing
from datetime import datetime
from typing import List

from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from markupsafe import Markup
from pydantic import BaseModel

app = FastAPI()
BOARD_DB = "board.db"

ITEM_TEMPLATE = Markup(
    '<li class="announcement"><h3>{title}</h3><time>{posted}</time><p>{body}</p></li>'
)
PAGE_TEMPLATE = Markup(
    "<!doctype html><html><body><h1>Announcements</h1><ul>{items}</ul></body></html>"
)


class Announcement(BaseModel):
    title: str
    body: str
    posted_at: datetime


class NewAnnouncement(BaseModel):
    title: str
    body: str


def fetch_announcements(limit: int = 20) -> List[Announcement]:
    with closing(sqlite3.connect(BOARD_DB)) as conn:
        rows = conn.execute(
            "SELECT title, body, posted_at FROM announcements ORDER BY posted_at DESC LIMIT ?",
            (limit,),
        ).fetchall()
    return [Announcement(title=t, body=b, posted_at=p) for t, b, p in rows]


def render_item(item: Announcement) -> Markup:
    return ITEM_TEMPLATE.format(
        title=item.title,
        posted=item.posted_at.strftime("%d %b %Y"),
        body=item.body,
    )


def render_board(items: List[Announcement]) -> str:
    rendered = Markup("").join(render_item(i) for i in items)
    return str(PAGE_TEMPLATE.format(items=rendered))


@app.post("/announcements", status_code=201)
def post_announcement(payload: NewAnnouncement):
    with closing(sqlite3.connect(BOARD_DB)) as conn:
        conn.execute(
            "INSERT INTO announcements (title, body, posted_at) VALUES (?, ?, ?)",
            (payload.title, payload.body, datetime.utcnow().isoformat()),
        )
        conn.commit()
    return {"status": "created"}


@app.get("/announcements", response_class=HTMLResponse)
def announcement_board():
    return HTMLResponse(render_board(fetch_announcements()))
