import itertools

from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse
from pydantic import BaseModel

app = FastAPI()
NOTES = {}
_ids = itertools.count(1)


class NoteIn(BaseModel):
    title: str
    text: str


@app.post("/notes", status_code=201)
def create_note(note: NoteIn):
    note_id = next(_ids)
    NOTES[note_id] = {"title": note.title.strip(), "text": note.text}
    return {"id": note_id}


@app.get("/notes")
def list_notes():
    return [{"id": k, "title": v["title"]} for k, v in NOTES.items()]


@app.delete("/notes/{note_id}")
def delete_note(note_id: int):
    if NOTES.pop(note_id, None) is None:
        raise HTTPException(status_code=404, detail="not found")
    return {"deleted": note_id}


@app.get("/board", response_class=HTMLResponse)
def board():
    ordered = sorted(NOTES.items(), reverse=True)
    cards = [v for _, v in ordered][:50]
    return HTMLResponse("<div class='board'>" + "".join(f"<div class='note'><h3>{n['title']}</h3><p>{n['text']}</p></div>" for n in cards) + "</div>")


@app.get("/health")
def health():
    return {"status": "ok"}
