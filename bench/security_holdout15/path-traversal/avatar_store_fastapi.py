import uuid
from pathlib import Path

from fastapi import APIRouter, Depends, File, Form, HTTPException, UploadFile

router = APIRouter(prefix="/profile")
EXTENSIONS = {".png", ".jpg", ".jpeg", ".webp"}


class AvatarStore:
    def __init__(self):
        self.root = Path("/var/app/avatars")

    def save(self, filename: str, data: bytes) -> Path:
        suffix = Path(filename).suffix.lower()
        if suffix not in EXTENSIONS:
            raise HTTPException(status_code=400, detail="unsupported image type")
        target = self.root / f"{uuid.uuid4().hex}{suffix}"
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
