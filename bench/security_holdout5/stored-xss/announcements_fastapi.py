import html

from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy.orm import Session

from .db import get_session
from .models import Announcement

app = FastAPI()


def render_item(item: Announcement) -> str:
    body = html.escape(item.body).replace("\n", "<br>")
    return f"<li><strong>{html.escape(item.title)}</strong><div>{body}</div></li>"


@app.get("/announcements", response_class=HTMLResponse)
def announcements(session: Session = Depends(get_session)):
    items = (
        session.query(Announcement)
        .order_by(Announcement.created_at.desc())
        .limit(20)
        .all()
    )
    page = "<ul class='announcements'>" + "".join(render_item(a) for a in items) + "</ul>"
    return HTMLResponse(page)
