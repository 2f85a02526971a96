from html import escape

from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy import Column, DateTime, Integer, String, Text, create_engine, select
from sqlalchemy.orm import Session, declarative_base, sessionmaker

engine = create_engine("postgresql+psycopg2://web@db/status")
SessionLocal = sessionmaker(bind=engine)
Base = declarative_base()
app = FastAPI()


class Notice(Base):
    __tablename__ = "outage_notices"
    id = Column(Integer, primary_key=True)
    component = Column(String(100))
    message = Column(Text)
    opened_at = Column(DateTime)


def get_db():
    with SessionLocal() as db:
        yield db


@app.get("/notices", response_class=HTMLResponse)
def notices(db: Session = Depends(get_db)):
    rows = db.scalars(select(Notice).order_by(Notice.opened_at.desc()).limit(20)).all()
    items = "".join(
        f"<li><b>{escape(n.component)}</b> {escape(n.message)} <i>{n.opened_at:%H:%M}</i></li>" for n in rows
    )
    return HTMLResponse(f"<html><body><ul class='notices'>{items}</ul></body></html>")
