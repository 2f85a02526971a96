from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()
AVATAR_DIR = "/var/app/avatars"


def avatar_path(name: str, size: str) -> str:
    variant = "thumb" if size == "small" else "full"
    return f"{AVATAR_DIR}/{variant}/{name}"


@app.get("/avatars")
def get_avatar(file: str, size: str = "full"):
    path = avatar_path(file, size)
    with open(path, "rb") as fh:
        data = fh.read()
    return Response(content=data, media_type="image/png")
