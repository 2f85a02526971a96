import sqlite3

from markupsafe import Markup
from sanic import Sanic
from sanic.response import html, json

app = Sanic("message_board")
DB_PATH = "board.db"


def db():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@app.post("/messages")
async def post_message(request):
    author = (request.form.get("author") or "anon").strip()[:40]
    body = (request.form.get("body") or "").strip()[:2000]
    conn = db()
    conn.execute("INSERT INTO messages (author, body) VALUES (?, ?)", (author, body))
    conn.commit()
    conn.close()
    return json({"ok": True}, status=201)


@app.get("/messages.json")
async def messages_json(request):
    conn = db()
    rows = conn.execute("SELECT id, author FROM messages ORDER BY id DESC LIMIT 50").fetchall()
    conn.close()
    return json([dict(r) for r in rows])


@app.get("/board")
async def board(request):
    conn = db()
    rows = conn.execute("SELECT author, body FROM messages ORDER BY id DESC LIMIT 50").fetchall()
    conn.close()
    row_tpl = Markup("<article><h4>{}</h4><p>{}</p></article>")
    articles = [row_tpl.format(r["author"], r["body"]) for r in rows]
    return html("<main>" + "".join(articles) + "</main>")


@app.get("/health")
async def health(request):
    return json({"status": "ok"})
