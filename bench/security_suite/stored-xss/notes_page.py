from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy.orm import Session

from notes.db import Note, get_session

api = FastAPI()


@api.get("/notes", response_class=HTMLResponse)
def list_notes(db: Session = Depends(get_session)):
    notes = db.query(Note).order_by(Note.created_at.desc()).limit(50).all()
    rows = "".join(f"<tr><td>{note.title}</td><td>{note.content}</td></tr>" for note in notes)
    return HTMLResponse(f"<table>{rows}</table>")
