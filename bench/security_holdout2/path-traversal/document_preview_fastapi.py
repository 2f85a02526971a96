from pathlib import Path

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import PlainTextResponse

app = FastAPI()
DOCS_ROOT = Path("/var/app/docs").resolve()
PREVIEW_SUFFIXES = {".md", ".txt", ".rst"}
MAX_PREVIEW = 4000


@app.get("/docs/preview", response_class=PlainTextResponse)
def preview_document(path: str = Query(..., max_length=255)):
    target = (DOCS_ROOT / path).resolve()
    if not target.is_relative_to(DOCS_ROOT) or target.suffix not in PREVIEW_SUFFIXES:
        raise HTTPException(status_code=404, detail="document not found")
    if not target.is_file():
        raise HTTPException(status_code=404, detail="document not found")
    with target.open("r", encoding="utf-8", errors="replace") as fh:
        return fh.read(MAX_PREVIEW)
