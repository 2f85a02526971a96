from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

AVATAR_ROOT = Path("/srv/static/avatars").resolve()
SIZES = {"small", "medium", "large"}

app = FastAPI()


@app.get("/avatars")
def get_avatar(file: str, size: str = "medium"):
    if size not in SIZES:
        raise HTTPException(status_code=400, detail="unknown size")
    candidate = (AVATAR_ROOT / size / file).resolve()
    if not candidate.is_relative_to(AVATAR_ROOT) or not candidate.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(candidate, media_type="image/png")
