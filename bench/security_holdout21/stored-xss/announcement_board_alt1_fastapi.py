import logging
from datetime import datetime

from fastapi import Depends, FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from sqlalchemy import select
from sqlalchemy.orm import Session

from .database import get_session
from .models import Announcement
from .security import require_editor

logger = logging.getLogger("intranet.board")
app = FastAPI(title="Intranet board")

PAGE_TOP = "<!doctype html><html><head><title>Announcements</title></head><body><h1>Announcements</h1>"
PAGE_BOTTOM = "<p><a href='/board/new'>Post an announcement</a></p></body></html>"


def render_item(item: Announcement) -> str:
    when = item.created_at.strftime("%Y-%m-%d")
    return f"<article><h2>{item.title}</h2><small>{item.author} &middot; {when}</small><div>{item.body}</div></article>"


@app.get("/board", response_class=HTMLResponse)
def board(session: Session = Depends(get_session)):
    stmt = select(Announcement).where(Announcement.archived.is_(False)).order_by(Announcement.created_at.desc()).limit(30)
    items = session.scalars(stmt).all()
    return HTMLResponse(PAGE_TOP + "".join(render_item(i) for i in items) + PAGE_BOTTOM)


@app.post("/board")
def post_announcement(
    title: str = Form(..., max_length=200),
    body: str = Form(..., max_length=10_000),
    editor: str = Depends(require_editor),
    session: Session = Depends(get_session),
):
    item = Announcement(title=title, body=body, author=editor, created_at=datetime.utcnow(), archived=False)
    session.add(item)
    session.commit()
    logger.info("announcement %s posted by %s", item.id, editor)
    return RedirectResponse("/board", status_code=303)


@app.post("/board/{item_id}/archive")
def archive(item_id: int, editor: str = Depends(require_editor), session: Session = Depends(get_session)):
    item = session.get(Announcement, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="not found")
    item.archived = True
    session.commit()
    return RedirectResponse("/board", status_code=303)
