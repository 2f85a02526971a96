import datetime as dt
import logging
from typing import Dict, List

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment, select_autoescape

log = logging.getLogger("forum")
app = FastAPI()

env = Environment(autoescape=select_autoescape(default=True, default_for_string=True))
THREAD_TEMPLATE = env.from_string(
    """
<h1>{{ thread.title }}</h1>
{% for post in thread.posts %}
<article>
  <header>{{ post.author }} &middot; {{ post.at.strftime('%Y-%m-%d %H:%M') }}</header>
  <div class="body">{{ post.body }}</div>
</article>
{% endfor %}
<form method="post"><textarea name="body"></textarea><input name="author"><button>Reply</button></form>
"""
)


class ThreadStore:
    def __init__(self):
        self._threads: Dict[int, dict] = {}
        self._next = 1

    def create(self, title: str) -> int:
        tid = self._next
        self._threads[tid] = {"title": title, "posts": []}
        self._next += 1
        return tid

    def get(self, tid: int) -> dict:
        if tid not in self._threads:
            raise KeyError(tid)
        return self._threads[tid]

    def reply(self, tid: int, author: str, body: str):
        self.get(tid)["posts"].append({"author": author, "body": body, "at": dt.datetime.utcnow()})


store = ThreadStore()


@app.post("/threads")
def new_thread(title: str = Form(...)):
    tid = store.create(title)
    return RedirectResponse(f"/threads/{tid}", status_code=303)


@app.post("/threads/{tid}")
def reply(tid: int, author: str = Form(...), body: str = Form(...)):
    store.reply(tid, author, body)
    log.info("reply added to %d", tid)
    return RedirectResponse(f"/threads/{tid}", status_code=303)


@app.get("/threads/{tid}", response_class=HTMLResponse)
def view_thread(tid: int):
    try:
        thread = store.get(tid)
    except KeyError:
        raise HTTPException(404)
    return THREAD_TEMPLATE.render(thread=thread)
