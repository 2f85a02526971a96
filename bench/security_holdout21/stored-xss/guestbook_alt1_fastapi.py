import html
import sqlite3

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/guestbook", response_class=HTMLResponse)
def guestbook():
    with sqlite3.connect("guestbook.db") as db:
        entries = db.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT 30").fetchall()
    esc = lambda s: html.escape(s or "", quote=True)
    items = "".join(f"<li><strong>{esc(n)}</strong> {esc(m)}</li>" for n, m in entries)
    return HTMLResponse("<ul class='guestbook'>" + items + "</ul>")
