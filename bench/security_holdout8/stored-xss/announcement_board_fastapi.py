import html
import sqlite3

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


def fetch_announcements():
    with sqlite3.connect("intranet.db") as conn:
        return conn.execute(
            "SELECT title, body, author FROM announcements WHERE published = 1 ORDER BY id DESC"
        ).fetchall()


@app.get("/announcements", response_class=HTMLResponse)
def announcements():
    cards = []
    for title, body, author in fetch_announcements():
        cards.append(
            "<section><h2>{}</h2><p>{}</p><small>{}</small></section>".format(
                html.escape(title), html.escape(body), html.escape(author or "staff")
            )
        )
    page = "<html><body><h1>Announcements</h1>" + "".join(cards) + "</body></html>"
    return HTMLResponse(page)
