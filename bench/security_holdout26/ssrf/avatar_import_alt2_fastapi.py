import httpx
from fastapi import FastAPI
from fastapi.responses import Response
from pydantic import BaseModel

app = FastAPI()


class AvatarSource(BaseModel):
    image_url: str


@app.post("/avatar/import")
async def import_avatar(source: AvatarSource):
    url = source.image_url.strip()
    async with httpx.AsyncClient(timeout=10) as client:
        upstream = await client.get(url)
    media_type = upstream.headers.get("content-type", "image/png")
    return Response(content=upstream.content, media_type=media_type)
