from html import escape

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/card", response_class=HTMLResponse)
def card(first: str = "", last: str = "", title: str = ""):
    full = " ".join(part for part in (title, first, last) if part)
    page = f"<html><body><p class='card'>Hello, {escape(full)}</p></body></html>"
    return HTMLResponse(content=page)
