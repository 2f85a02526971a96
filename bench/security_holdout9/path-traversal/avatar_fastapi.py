from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
AVATAR_ROOT = Path("/srv/media/avatars").resolve()


@app.get("/avatars/{name:path}")
def get_avatar(name: str):
    candidate = (AVATAR_ROOT / name).resolve()
    if not candidate.is_relative_to(AVATAR_ROOT):
        raise HTTPException(status_code=403, detail="forbidden")
    if not candidate.is_file():
        raise HTTPException(status_code=404, detail="missing")
    return FileResponse(candidate)
