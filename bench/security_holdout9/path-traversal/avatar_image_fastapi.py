import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import Response

app = FastAPI()
AVATAR_ROOT = "/var/app/avatars"


def avatar_path(user, filename):
    candidate = os.path.join(AVATAR_ROOT, user, filename)
    if not candidate.startswith(AVATAR_ROOT):
        raise HTTPException(status_code=400)
    return candidate


@app.get("/avatars/{user}")
def get_avatar(user: str, file: str = "default.png"):
    path = avatar_path(user, file)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        raise HTTPException(status_code=404)
    return Response(content=data, media_type="image/png")
