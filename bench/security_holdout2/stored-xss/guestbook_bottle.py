import sqlite3

from bottle import Bottle, redirect, request, template

app = Bottle()
DB = "/srv/guestbook/entries.db"

PAGE = """
<h1>Guestbook</h1>
<form method="post"><input name="name"><textarea name="message"></textarea><button>Sign</button></form>
% for name, message in entries:
  <div class="entry"><strong>{{name}}</strong><p>{{!message}}</p></div>
% end
"""


@app.get("/")
def index():
    with sqlite3.connect(DB) as conn:
        entries = conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT 50").fetchall()
    return template(PAGE, entries=entries)


@app.post("/")
def sign():
    name = request.forms.getunicode("name", "anonymous")[:60]
    message = request.forms.getunicode("message", "")[:2000]
    with sqlite3.connect(DB) as conn:
        conn.execute("INSERT INTO entries (name, message) VALUES (?, ?)", (name, message))
    redirect("/")
