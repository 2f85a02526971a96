from datetime import datetime, timezone
from typing import List

from fastapi import FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import DictLoader, Environment, select_autoescape
from pydantic import BaseModel

TEMPLATES = {
    "thread.html": (
        "<h1>{{ thread.title }}</h1>"
        "{% for p in thread.posts %}<div class='post'><b>{{ p.author }}</b>"
        "<span>{{ p.posted_at.strftime('%Y-%m-%d %H:%M') }}</span><p>{{ p.body }}</p></div>{% endfor %}"
        "<form method='post'><input name='author'><textarea name='body'></textarea><button>Reply</button></form>"
    ),
}
env = Environment(loader=DictLoader(TEMPLATES), autoescape=select_autoescape(["html"]))
app = FastAPI()


class Post(BaseModel):
    author: str
    body: str
    posted_at: datetime


class Thread(BaseModel):
    id: int
    title: str
    posts: List[Post] = []


class ThreadRepository:
    def __init__(self):
        self._threads = {1: Thread(id=1, title="Welcome", posts=[])}

    def all(self):
        return list(self._threads.values())

    def get(self, thread_id):
        thread = self._threads.get(thread_id)
        if thread is None:
            raise HTTPException(status_code=404, detail="thread not found")
        return thread

    def reply(self, thread_id, author, body):
        self.get(thread_id).posts.append(Post(author=author, body=body, posted_at=datetime.now(timezone.utc)))


repo = ThreadRepository()


@app.get("/threads")
def list_threads():
    return [{"id": t.id, "title": t.title, "replies": len(t.posts)} for t in repo.all()]


@app.get("/threads/{thread_id}", response_class=HTMLResponse)
def show_thread(thread_id: int):
    page = env.get_template("thread.html").render(thread=repo.get(thread_id))
    return HTMLResponse(page)


@app.post("/threads/{thread_id}")
def reply(thread_id: int, author: str = Form(...), body: str = Form(...)):
    repo.reply(thread_id, author[:50], body[:5000])
    return RedirectResponse(f"/threads/{thread_id}", status_code=303)
