from fastapi import Depends, FastAPI, Request
from fastapi.templating import Jinja2Templates
from sqlalchemy.orm import Session

from notes.db import Note, get_session

api = FastAPI()
templates = Jinja2Templates(directory="templates")


@api.get("/notes")
def list_notes(request: Request, db: Session = Depends(get_session)):
    notes = db.query(Note).order_by(Note.created_at.desc()).limit(50).all()
    return templates.TemplateResponse(request, "notes.html", {"notes": notes})
