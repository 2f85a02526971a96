from fastapi import FastAPI, HTTPException
from fastapi.responses import Response

app = FastAPI()
AVATAR_DIR = "/srv/static/avatars"


@app.get("/avatars")
async def get_avatar(name: str):
    try:
        with open(f"{AVATAR_DIR}/{name}", "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        raise HTTPException(status_code=404, detail="avatar not found")
    return Response(content=data, media_type="image/png")
