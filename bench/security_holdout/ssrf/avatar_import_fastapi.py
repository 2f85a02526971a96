import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from .storage import store_avatar

app = FastAPI()


class AvatarImport(BaseModel):
    user_id: int
    avatar_url: str


@app.post("/profiles/avatar/import")
async def import_avatar(body: AvatarImport):
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(body.avatar_url)
    if resp.status_code != 200 or not resp.headers.get("content-type", "").startswith("image/"):
        raise HTTPException(422, "not an image")
    await store_avatar(body.user_id, resp.content)
    return {"stored": len(resp.content)}
