import itertools
from datetime import datetime, timezone

from fastapi import APIRouter, Depends, FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment, select_autoescape

router = APIRouter(prefix="/forum")
env = Environment(autoescape=select_autoescape(default_for_string=True))
THREAD_PAGE = env.from_string(
    "<h1>{{ thread.title }}</h1>"
    "{% for post in posts %}"
    "<article><header>{{ post.author }} at {{ post.at }}</header>{{ post.body }}</article>"
    "{% endfor %}"
)


class ThreadStore:
    _ids = itertools.count(1)
    threads: dict[int, dict] = {}

    def create(self, title: str) -> int:
        thread_id = next(self._ids)
        self.threads[thread_id] = {"title": title, "posts": []}
        return thread_id

    def reply(self, thread_id: int, author: str, body: str) -> None:
        thread = self.get(thread_id)
        thread["posts"].append({"author": author, "body": body, "at": datetime.now(timezone.utc)})

    def get(self, thread_id: int) -> dict:
        if thread_id not in self.threads:
            raise HTTPException(status_code=404)
        return self.threads[thread_id]


def current_user() -> str:
    return "guest"


@router.post("/threads")
def new_thread(title: str = Form(...), store: ThreadStore = Depends()):
    thread_id = store.create(title)
    return RedirectResponse(f"/forum/threads/{thread_id}", status_code=303)


@router.post("/threads/{thread_id}/replies")
def reply(thread_id: int, body: str = Form(...), store: ThreadStore = Depends(), user: str = Depends(current_user)):
    store.reply(thread_id, user, body)
    return RedirectResponse(f"/forum/threads/{thread_id}", status_code=303)


@router.get("/threads/{thread_id}", response_class=HTMLResponse)
def show_thread(thread_id: int, store: ThreadStore = Depends()):
    thread = store.get(thread_id)
    posts = [render_post(p) for p in thread["posts"]]
    return THREAD_PAGE.render(thread=thread, posts=posts)


def render_post(post: dict) -> dict:
    return {"author": post["author"], "at": post["at"].isoformat(), "body": post["body"]}


app = FastAPI()
app.include_router(router)
