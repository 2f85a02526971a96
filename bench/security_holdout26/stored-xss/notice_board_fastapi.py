import html
from typing import Dict, List

from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse

app = FastAPI()

NOTICES: List[Dict[str, str]] = []


def add_notice(title: str, text: str) -> None:
    NOTICES.append({"title": title, "text": text})
    del NOTICES[:-100]


def notice_blocks():
    for notice in reversed(NOTICES):
        title = html.escape(notice["title"])
        text = html.escape(notice["text"])
        yield f"<div class='notice'><h3>{title}</h3><p>{text}</p></div>"


def render_board() -> str:
    form = (
        "<form method='post'><input name='title'><textarea name='text'></textarea>"
        "<button>Pin</button></form>"
    )
    return f"<html><body><h1>Notice board</h1>{''.join(notice_blocks())}{form}</body></html>"


@app.get("/notices", response_class=HTMLResponse)
def show_board():
    return HTMLResponse(content=render_board())


@app.post("/notices")
def pin_notice(title: str = Form(...), text: str = Form("")):
    add_notice(title, text)
    return RedirectResponse("/notices", status_code=303)
