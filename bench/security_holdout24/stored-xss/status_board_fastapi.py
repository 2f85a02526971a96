from dataclasses import dataclass, field
from datetime import datetime, timezone

from fastapi import Depends, FastAPI, Form
from fastapi.responses import HTMLResponse

app = FastAPI()


@dataclass
class StatusBoard:
    entries: list[tuple[str, str, datetime]] = field(default_factory=list)

    def add(self, author: str, text: str) -> None:
        self.entries.insert(0, (author, text, datetime.now(timezone.utc)))


board = StatusBoard()


def get_board() -> StatusBoard:
    return board


@app.post("/status")
async def post_status(author: str = Form(...), text: str = Form(..., max_length=280),
                      b: StatusBoard = Depends(get_board)):
    b.add(author, text)
    return {"ok": True}


@app.get("/status", response_class=HTMLResponse)
async def show_status(b: StatusBoard = Depends(get_board)):
    items = "\n".join(f"<li><b>{a}</b> <time>{t:%H:%M}</time> {msg}</li>" for a, msg, t in b.entries[:50])
    return f"<ul class='status'>{items}</ul>"
