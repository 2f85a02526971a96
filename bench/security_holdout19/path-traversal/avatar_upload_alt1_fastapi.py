from pathlib import Path

import aiofiles
from fastapi import APIRouter, Depends, FastAPI, File, HTTPException, UploadFile
from fastapi.responses import FileResponse

from .auth import current_user
from .config import settings

router = APIRouter(prefix="/profile")

AVATAR_DIR = Path(settings.media_root) / "avatars"
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/webp"}
MAX_BYTES = 2 * 1024 * 1024


def user_avatar_dir(user_id: int) -> Path:
    path = AVATAR_DIR / str(user_id)
    path.mkdir(parents=True, exist_ok=True)
    return path


async def store_avatar(user_id: int, upload: UploadFile) -> Path:
    data = await upload.read()
    if len(data) > MAX_BYTES:
        raise HTTPException(status_code=413, detail="avatar too large")
    target = user_avatar_dir(user_id) / upload.filename
    async with aiofiles.open(target, "wb") as fh:
        await fh.write(data)
    return target


@router.post("/avatar", status_code=201)
async def upload_avatar(avatar: UploadFile = File(...), user=Depends(current_user)):
    if avatar.content_type not in ALLOWED_TYPES:
        raise HTTPException(status_code=415, detail="unsupported image type")
    target = await store_avatar(user.id, avatar)
    user.avatar_name = target.name
    await user.save()
    return {"avatar": target.name}


@router.get("/avatar")
async def get_avatar(user=Depends(current_user)):
    if not user.avatar_name:
        raise HTTPException(status_code=404)
    return FileResponse(user_avatar_dir(user.id) / user.avatar_name)


app = FastAPI()
app.include_router(router)
