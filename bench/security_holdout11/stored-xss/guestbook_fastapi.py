import sqlite3

from fastapi import FastAPI, Form
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment

app = FastAPI()
env = Environment(autoescape=True)
PAGE = env.from_string(
    "<ul>{% for name, msg in rows %}<li><b>{{ name }}</b> {{ msg }}</li>{% endfor %}</ul>"
)


def connect():
    conn = sqlite3.connect("guestbook.db")
    conn.execute("CREATE TABLE IF NOT EXISTS entries (name TEXT, msg TEXT)")
    return conn


@app.post("/sign")
def sign(name: str = Form(...), msg: str = Form(...)):
    with connect() as conn:
        conn.execute("INSERT INTO entries VALUES (?, ?)", (name, msg))
    return RedirectResponse("/entries", status_code=303)


@app.get("/entries", response_class=HTMLResponse)
def entries():
    with connect() as conn:
        rows = conn.execute("SELECT name, msg FROM entries").fetchall()
    return HTMLResponse(PAGE.render(rows=rows))
