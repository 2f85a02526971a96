from pathlib import Path

from fastapi import FastAPI, Query
from fastapi.responses import FileResponse

app = FastAPI()
AVATAR_DIRS = {"user": Path("/srv/static/avatars/users"), "team": Path("/srv/static/avatars/teams")}


@app.get("/avatars/{kind}")
async def get_avatar(kind: str, image: str = Query("default.png")):
    base = AVATAR_DIRS.get(kind, AVATAR_DIRS["user"])
    options = {"path": base / image, "media_type": "image/png"}
    return FileResponse(**options)
