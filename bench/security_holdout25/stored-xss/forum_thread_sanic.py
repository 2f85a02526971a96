from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import html, json

app = Sanic("forum")


async def fetch_thread(db, thread_id):
    return await db.fetchrow(
        "SELECT id, title, author FROM threads WHERE id = $1", thread_id
    )


async def fetch_posts(db, thread_id):
    return await db.fetch(
        "SELECT author, body, created_at FROM posts WHERE thread_id = $1 ORDER BY created_at",
        thread_id,
    )


@app.get("/api/threads/<thread_id:int>")
async def thread_json(request, thread_id):
    thread = await fetch_thread(request.app.ctx.db, thread_id)
    if thread is None:
        raise NotFound("no such thread")
    return json(dict(thread))


@app.post("/api/threads/<thread_id:int>/posts")
async def add_post(request, thread_id):
    payload = request.json or {}
    body = str(payload.get("body", "")).strip()
    if not body:
        return json({"error": "empty post"}, status=400)
    await request.app.ctx.db.execute(
        "INSERT INTO posts (thread_id, author, body) VALUES ($1, $2, $3)",
        thread_id,
        request.ctx.user.name,
        body,
    )
    return json({"ok": True}, status=201)


@app.get("/threads/<thread_id:int>")
async def thread_page(request, thread_id):
    db = request.app.ctx.db
    thread = await fetch_thread(db, thread_id)
    if thread is None:
        raise NotFound("no such thread")
    posts = await fetch_posts(db, thread_id)
    parts = [f"<h1>{thread['title']}</h1>"]
    for post in posts:
        stamp = post["created_at"].strftime("%Y-%m-%d %H:%M")
        parts.append(
            f"<article><header>{post['author']} &middot; {stamp}</header>"
            f"<div class='body'>{post['body']}</div></article>"
        )
    return html("<!doctype html><html><body>" + "".join(parts) + "</body></html>")
