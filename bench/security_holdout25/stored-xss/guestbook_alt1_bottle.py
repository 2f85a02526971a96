import html
import sqlite3

from bottle import Bottle, redirect, request

app = Bottle()
DB = "guestbook.db"


def fetch_entries(limit=50):
    with sqlite3.connect(DB) as conn:
        return conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


def entry_html(name, message):
    return f"<li><strong>{html.escape(name)}</strong> wrote: {html.escape(message)}</li>"


@app.get("/guestbook")
def guestbook():
    items = "".join(entry_html(n, m) for n, m in fetch_entries())
    return f"<html><body><h1>Guestbook</h1><ul>{items}</ul></body></html>"


@app.post("/guestbook")
def sign():
    entry = (request.forms.getunicode("name", ""), request.forms.getunicode("message", ""))
    with sqlite3.connect(DB) as conn:
        conn.execute("INSERT INTO entries (name, message) VALUES (?, ?)", entry)
    redirect("/guestbook")
