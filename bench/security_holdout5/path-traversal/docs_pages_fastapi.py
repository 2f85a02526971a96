import os
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
DOCS_ROOT = Path(os.environ.get("DOCS_ROOT", "/srv/docs/build")).resolve()
SERVABLE = {".html", ".css", ".png", ".svg", ".js"}


def locate(page: str) -> Path:
    candidate = (DOCS_ROOT / page).resolve()
    if DOCS_ROOT not in candidate.parents:
        raise HTTPException(status_code=404)
    if candidate.suffix not in SERVABLE or not candidate.is_file():
        raise HTTPException(status_code=404)
    return candidate


@app.get("/docs/{page:path}")
async def docs_page(page: str):
    if not page or page.endswith("/"):
        page = f"{page}index.html"
    return FileResponse(locate(page))
