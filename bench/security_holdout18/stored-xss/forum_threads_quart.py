from datetime import datetime, timezone

from markupsafe import Markup
from quart import Quart, redirect, render_template_string, request, url_for

app = Quart(__name__)

THREADS: dict[int, dict] = {}

POST_HTML = Markup('<article class="post"><header>{author} &middot; {when}</header><p>{body}</p></article>')

THREAD_PAGE = """<!doctype html>
<h1>{{ thread.title }}</h1>
{% for post in rendered %}{{ post }}{% endfor %}
<form method="post"><input name="author"><textarea name="body"></textarea><button>Reply</button></form>
"""


def render_post(post: dict) -> Markup:
    paragraphs = Markup("</p><p>").join(post["body"].split("\n\n"))
    when = post["created"].strftime("%d %b %Y %H:%M")
    return POST_HTML.format(author=post["author"], when=when, body=paragraphs)


@app.post("/threads")
async def create_thread():
    form = await request.form
    thread_id = len(THREADS) + 1
    THREADS[thread_id] = {"title": form.get("title", "Untitled")[:200], "posts": []}
    return redirect(url_for("view_thread", thread_id=thread_id))


@app.get("/threads/<int:thread_id>")
async def view_thread(thread_id: int):
    thread = THREADS.get(thread_id)
    if thread is None:
        return "not found", 404
    rendered = [render_post(p) for p in thread["posts"]]
    return await render_template_string(THREAD_PAGE, thread=thread, rendered=rendered)


@app.post("/threads/<int:thread_id>")
async def reply(thread_id: int):
    thread = THREADS.get(thread_id)
    if thread is None:
        return "not found", 404
    form = await request.form
    thread["posts"].append(
        {
            "author": form.get("author", "guest")[:80],
            "body": form.get("body", "")[:5000],
            "created": datetime.now(timezone.utc),
        }
    )
    return redirect(url_for("view_thread", thread_id=thread_id))
