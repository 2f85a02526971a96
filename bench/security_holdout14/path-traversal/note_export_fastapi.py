import re
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, field_validator

app = FastAPI()
NOTES_DIR = Path("/srv/notes")
NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]{1,64}")


class NoteRef(BaseModel):
    notebook: str
    note: str

    @field_validator("notebook", "note")
    @classmethod
    def plain_name(cls, value: str) -> str:
        if not NAME_PATTERN.fullmatch(value):
            raise ValueError("names may only contain letters, digits, '-' and '_'")
        return value


@app.get("/notes/export", response_class=PlainTextResponse)
async def export_note(ref: NoteRef = Depends()):
    target = NOTES_DIR / ref.notebook / f"{ref.note}.md"
    if not target.is_file():
        raise HTTPException(404)
    return target.read_text(encoding="utf-8")
