from pathlib import Path
from typing import Annotated

import aiofiles
from fastapi import FastAPI, HTTPException, Path as PathParam
from fastapi.responses import Response

app = FastAPI()
AVATAR_ROOT = Path("/var/app/avatars")
MEDIA_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp"}


@app.get("/users/{user_id}/avatar/{filename:path}")
async def get_avatar(
    user_id: Annotated[int, PathParam(gt=0)],
    filename: Annotated[str, PathParam(min_length=1)],
):
    if filename.startswith("/"):
        raise HTTPException(400, "relative names only")
    target = AVATAR_ROOT / str(user_id) / filename
    try:
        async with aiofiles.open(target, "rb") as fh:
            content = await fh.read()
    except (FileNotFoundError, IsADirectoryError):
        raise HTTPException(404, "avatar not found")
    return Response(content, media_type=MEDIA_TYPES.get(target.suffix.lower(), "application/octet-stream"))
