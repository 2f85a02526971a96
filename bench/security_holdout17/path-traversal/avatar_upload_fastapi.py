import os

from fastapi import FastAPI, File, UploadFile

app = FastAPI()
AVATAR_ROOT = "/srv/media/avatars"


@app.post("/users/{user_id}/avatar")
async def upload_avatar(user_id: int, avatar: UploadFile = File(...)):
    content = await avatar.read()
    destination = _destination(str(user_id), avatar.filename or "avatar.png")
    os.makedirs(os.path.dirname(destination), exist_ok=True)
    with open(destination, "wb") as out:
        out.write(content)
    return {"stored": destination, "size": len(content)}


def _destination(folder, filename):
    return os.path.join(AVATAR_ROOT, folder, filename.lower())
