from datetime import datetime

from fastapi import Depends, FastAPI, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse
from jinja2 import Environment
from sqlalchemy import DateTime, Integer, String, Text, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

engine = create_engine("sqlite:///forum.db")
SessionLocal = sessionmaker(bind=engine)
env = Environment(autoescape=True)
app = FastAPI()


class Base(DeclarativeBase):
    pass


class Post(Base):
    __tablename__ = "posts"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    thread_id: Mapped[int] = mapped_column(Integer, index=True)
    author: Mapped[str] = mapped_column(String(80))
    body: Mapped[str] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime, default=datetime.utcnow)


THREAD_TEMPLATE = env.from_string(
    "<h1>Thread {{ thread_id }}</h1>"
    "{% for post in posts %}"
    "<article><header>{{ post.author }} &middot; {{ post.created.strftime('%Y-%m-%d') }}</header>"
    '<div class="body">{{ post.body|safe }}</div></article>'
    "{% endfor %}"
    '<form method="post"><input name="author"><textarea name="body"></textarea><button>Reply</button></form>'
)


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def thread_posts(db: Session, thread_id: int) -> list[Post]:
    return list(db.scalars(select(Post).where(Post.thread_id == thread_id).order_by(Post.created)))


@app.get("/threads/{thread_id}", response_class=HTMLResponse)
def show_thread(thread_id: int, db: Session = Depends(get_db)):
    posts = thread_posts(db, thread_id)
    if not posts:
        raise HTTPException(status_code=404)
    return THREAD_TEMPLATE.render(thread_id=thread_id, posts=posts)


@app.post("/threads/{thread_id}")
def reply(thread_id: int, author: str = Form(...), body: str = Form(...), db: Session = Depends(get_db)):
    db.add(Post(thread_id=thread_id, author=author[:80], body=body))
    db.commit()
    return RedirectResponse(f"/threads/{thread_id}", status_code=303)
