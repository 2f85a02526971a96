import base64

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

MAX_AVATAR_BYTES = 512 * 1024


class AvatarImport(BaseModel):
    user_id: int
    image_url: str


def make_fetcher(client: httpx.AsyncClient):
    async def fetch(url: str) -> bytes:
        response = await client.get(url, follow_redirects=False)
        response.raise_for_status()
        return response.content[:MAX_AVATAR_BYTES]

    return fetch


@app.post("/profile/avatar/import")
async def import_avatar(body: AvatarImport):
    async with httpx.AsyncClient(timeout=5.0) as client:
        fetch = make_fetcher(client)
        try:
            data = await fetch(body.image_url)
        except httpx.HTTPError as exc:
            raise HTTPException(status_code=502, detail=str(exc))
    return {
        "user_id": body.user_id,
        "size": len(data),
        "preview": base64.b64encode(data[:64]).decode("ascii"),
    }
