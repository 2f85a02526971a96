import base64
from urllib.parse import urlsplit, urlunsplit

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, field_validator

app = FastAPI()

MAX_AVATAR_BYTES = 512 * 1024
IMAGE_HOSTS = frozenset({"images.example-cdn.com", "uploads.example-cdn.com"})


class AvatarImport(BaseModel):
    user_id: int
    image_url: str

    @field_validator("image_url")
    @classmethod
    def cdn_only(cls, value: str) -> str:
        parts = urlsplit(value)
        if parts.scheme != "https" or parts.username or parts.password or parts.port is not None:
            raise ValueError("image_url must be a plain https URL")
        if parts.hostname not in IMAGE_HOSTS:
            raise ValueError("image_url host is not an image CDN")
        return urlunsplit(("https", parts.hostname, parts.path or "/", parts.query, ""))


def make_fetcher(client: httpx.AsyncClient):
    async def fetch(url: str) -> bytes:
        response = await client.get(url, follow_redirects=False)
        response.raise_for_status()
        return response.content[:MAX_AVATAR_BYTES]

    return fetch


@app.post("/profile/avatar/fetch")
async def fetch_avatar(body: AvatarImport):
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
