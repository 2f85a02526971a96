from pathlib import Path

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()
NOTES_DIR = Path("/srv/notes")


class Note(BaseModel):
    title: str
    body: str


@app.post("/notes")
def save_note(note: Note):
    names = ["draft.txt", note.title + ".txt", "backup.txt"]
    names.remove("draft.txt")
    chosen = names[0]
    (NOTES_DIR / chosen).write_text(note.body)
    return {"saved": chosen}
