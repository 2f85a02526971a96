import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

from .auth import current_user
from .storage import save_avatar

app = FastAPI()


class AvatarImport(BaseModel):
    image_url: str


async def download_image(image_url: str) -> bytes:
    async with httpx.AsyncClient(timeout=8.0, follow_redirects=True) as client:
        response = await client.get(image_url)
    if response.status_code != 200 or not response.headers.get("content-type", "").startswith("image/"):
        raise HTTPException(status_code=422, detail="URL did not return an image")
    return response.content


@app.post("/me/avatar/import")
async def import_avatar(body: AvatarImport, user=Depends(current_user)):
    data = await download_image(body.image_url)
    key = await save_avatar(user.id, data)
    return {"avatar_key": key, "bytes": len(data)}
