from pathlib import Path

from fastapi import APIRouter, Depends, File, Form, UploadFile

router = APIRouter(prefix="/profile")


class AvatarStore:
    def __init__(self):
        self.root = Path("/var/app/avatars")

    def save(self, filename: str, data: bytes) -> Path:
        target = self.root / filename
        target.write_bytes(data)
        return target


@router.post("/avatar")
async def upload_avatar(
    filename: str = Form(...),
    image: UploadFile = File(...),
    store: AvatarStore = Depends(AvatarStore),
):
    saved = store.save(filename, await image.read())
    return {"stored": saved.name}
