import html

import aiosqlite
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, RedirectResponse
from starlette.routing import Route

DB_PATH = "forum.db"


def page(title, body, status_code=200):
    return HTMLResponse(
        f"<!doctype html><html><head><title>{html.escape(title)}</title></head>"
        f"<body>{body}</body></html>",
        status_code=status_code,
    )


async def thread_list(request):
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(
            "SELECT id, title, author, replies FROM threads ORDER BY last_post DESC LIMIT 30"
        ) as cur:
            threads = await cur.fetchall()
    rows = []
    for thread_id, title, author, replies in threads:
        rows.append(
            f'<tr><td><a href="/threads/{thread_id}">{title}</a></td>'
            f"<td>{html.escape(author)}</td><td>{replies}</td></tr>"
        )
    return page("Forum", "<table>" + "".join(rows) + "</table>")


async def thread_detail(request):
    thread_id = request.path_params["thread_id"]
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute("SELECT title FROM threads WHERE id = ?", (thread_id,)) as cur:
            thread = await cur.fetchone()
        async with db.execute(
            "SELECT author, body FROM posts WHERE thread_id = ? ORDER BY id", (thread_id,)
        ) as cur:
            posts = await cur.fetchall()
    if thread is None:
        return page("Not found", "<p>No such thread.</p>", status_code=404)
    items = "".join(
        f"<article><h4>{html.escape(author)}</h4><p>{html.escape(body)}</p></article>"
        for author, body in posts
    )
    return page(thread[0], f"<h1>{html.escape(thread[0])}</h1>{items}")


async def new_thread(request):
    form = await request.form()
    title = form.get("title", "").strip()[:200]
    body = form.get("body", "").strip()
    author = request.user.display_name
    if not title or not body:
        return RedirectResponse("/threads/new?error=missing", status_code=303)
    async with aiosqlite.connect(DB_PATH) as db:
        cur = await db.execute(
            "INSERT INTO threads (title, author, replies, last_post) "
            "VALUES (?, ?, 0, datetime('now'))",
            (title, author),
        )
        thread_id = cur.lastrowid
        await db.execute(
            "INSERT INTO posts (thread_id, author, body) VALUES (?, ?, ?)",
            (thread_id, author, body),
        )
        await db.commit()
    return RedirectResponse(f"/threads/{thread_id}", status_code=303)


app = Starlette(
    routes=[
        Route("/threads", thread_list, methods=["GET"]),
        Route("/threads", new_thread, methods=["POST"]),
        Route("/threads/{thread_id:int}", thread_detail),
    ]
)
