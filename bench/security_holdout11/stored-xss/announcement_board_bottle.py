import sqlite3

from bottle import Bottle, redirect, request, template

app = Bottle()

BOARD_TPL = """
<h1>Announcements</h1>
% for title, body in notes:
  <article><h2>{{title}}</h2><p>{{body}}</p></article>
% end
"""


@app.post("/board")
def post_note():
    with sqlite3.connect("board.db") as conn:
        conn.execute("INSERT INTO notes (title, body) VALUES (?, ?)",
                     (request.forms.getunicode("title"), request.forms.getunicode("body")))
    redirect("/board")


@app.get("/board")
def board():
    with sqlite3.connect("board.db") as conn:
        notes = conn.execute("SELECT title, body FROM notes ORDER BY id DESC LIMIT 30").fetchall()
    return template(BOARD_TPL, notes=notes)
