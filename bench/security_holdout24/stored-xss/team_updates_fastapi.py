from dataclasses import dataclass, field
from datetime import datetime, timezone
from html import escape

from fastapi import Depends, FastAPI, Form
from fastapi.responses import HTMLResponse

app = FastAPI()


@dataclass
class UpdateFeed:
    entries: list[tuple[str, str, datetime]] = field(default_factory=list)

    def add(self, author: str, text: str) -> None:
        self.entries.insert(0, (author, text, datetime.now(timezone.utc)))


feed = UpdateFeed()


def get_feed() -> UpdateFeed:
    return feed


@app.post("/updates")
async def post_update(author: str = Form(...), text: str = Form(..., max_length=280),
                      f: UpdateFeed = Depends(get_feed)):
    f.add(author, text)
    return {"ok": True}


@app.get("/updates", response_class=HTMLResponse)
async def show_updates(f: UpdateFeed = Depends(get_feed)):
    items = "\n".join(f"<li><b>{escape(a)}</b> <time>{t:%H:%M}</time> {escape(msg)}</li>" for a, msg, t in f.entries[:50])
    return f"<ul class='updates'>{items}</ul>"
