from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy import Column, DateTime, Integer, String, Text, create_engine, select
from sqlalchemy.orm import Session, declarative_base, sessionmaker

engine = create_engine("postgresql+psycopg2://web@db/intranet")
SessionLocal = sessionmaker(bind=engine)
Base = declarative_base()
app = FastAPI()


class Announcement(Base):
    __tablename__ = "announcements"
    id = Column(Integer, primary_key=True)
    title = Column(String(200))
    body = Column(Text)
    posted_at = Column(DateTime)


def get_db():
    with SessionLocal() as db:
        yield db


@app.get("/announcements", response_class=HTMLResponse)
def announcements(db: Session = Depends(get_db)):
    rows = db.scalars(select(Announcement).order_by(Announcement.posted_at.desc()).limit(20)).all()
    items = "".join(
        f"<li><h3>{a.title}</h3><div>{a.body}</div><time>{a.posted_at:%Y-%m-%d}</time></li>" for a in rows
    )
    return HTMLResponse(f"<html><body><ul class='board'>{items}</ul></body></html>")
