from pathlib import Path

from fastapi import FastAPI, File, Form, UploadFile
from pydantic import BaseModel

app = FastAPI()
AVATAR_DIR = Path("/srv/app/avatars")


class StoredAvatar(BaseModel):
    user: str
    path: str
    size: int


def avatar_target(user: str, filename: str) -> Path:
    user_dir = AVATAR_DIR / user
    return user_dir / filename


class AvatarWriter:
    def __init__(self, base: Path):
        self.base = base

    def save(self, target: Path, data: bytes) -> int:
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as fh:
            return fh.write(data)


writer = AvatarWriter(AVATAR_DIR)


@app.post("/avatars", response_model=StoredAvatar)
async def upload_avatar(user: str = Form(...), file: UploadFile = File(...)):
    data = await file.read()
    target = avatar_target(user, file.filename or "avatar.png")
    size = writer.save(target, data)
    return StoredAvatar(user=user, path=str(target), size=size)
