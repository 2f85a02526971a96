import html
from dataclasses import dataclass, field

from fastapi import Depends, FastAPI, Form
from fastapi.responses import HTMLResponse

app = FastAPI()


@dataclass
class StatusBoard:
    entries: list[tuple[str, str]] = field(default_factory=list)

    def add(self, author: str, text: str) -> None:
        self.entries.insert(0, (author, text))


board = StatusBoard()


def get_board() -> StatusBoard:
    return board


@app.post("/status")
async def post_status(author: str = Form(...), text: str = Form(...), b: StatusBoard = Depends(get_board)):
    b.add(author, text)
    return {"ok": True}


@app.get("/status", response_class=HTMLResponse)
async def show_status(b: StatusBoard = Depends(get_board)):
    items = "".join(f"<li><b>{a}</b> {msg}</li>" for a, msg in b.entries[:50])
    # a route declared to answer with HTML sends the string it returns as the page
    # ruleid: python-xss-stored-taint
    return f"<ul class='status'>{items}</ul>"


@app.get("/status/escaped", response_class=HTMLResponse)
def show_status_escaped(b: StatusBoard = Depends(get_board)):
    items = "".join(f"<li>{html.escape(msg)}</li>" for _, msg in b.entries)
    # ok: python-xss-stored-taint
    return f"<ul>{items}</ul>"


@app.get("/status/latest")
async def show_status_latest(b: StatusBoard = Depends(get_board)):
    # the default response class sends it as JSON
    # ok: python-xss-stored-taint
    return "".join(f"<li>{msg}</li>" for _, msg in b.entries)
