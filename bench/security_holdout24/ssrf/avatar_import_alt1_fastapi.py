import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, HttpUrl

app = FastAPI()


class AvatarImport(BaseModel):
    avatar_url: HttpUrl
    crop: bool = True


async def http_client():
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        yield client


async def store_avatar(user_id: int, data: bytes, crop: bool) -> None:
    ...


@app.post("/users/{user_id}/avatar/import")
async def import_avatar(user_id: int, payload: AvatarImport, client: httpx.AsyncClient = Depends(http_client)):
    resp = await client.get(str(payload.avatar_url))
    if resp.status_code != 200:
        raise HTTPException(status_code=502, detail=f"upstream returned {resp.status_code}: {resp.text[:200]}")
    if not (ctype := resp.headers.get("content-type", "")).startswith("image/"):
        raise HTTPException(status_code=415, detail=f"not an image ({ctype}): {resp.text[:200]}")
    await store_avatar(user_id, resp.content, payload.crop)
    return {"stored": len(resp.content)}
