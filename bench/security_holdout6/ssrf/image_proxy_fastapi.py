from typing import Optional, Tuple

import aiohttp
from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import Response

MAX_IMAGE_BYTES = 8 * 1024 * 1024
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}

app = FastAPI()


class ImageFetcher:
    def __init__(self):
        self._session: Optional[aiohttp.ClientSession] = None

    async def session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=15))
        return self._session

    async def fetch(self, url: str) -> Tuple[str, bytes]:
        session = await self.session()
        async with session.get(url, allow_redirects=True) as resp:
            if resp.status != 200:
                raise HTTPException(status_code=502, detail=f"upstream returned {resp.status}")
            content_type = resp.headers.get("Content-Type", "").split(";")[0]
            if content_type not in ALLOWED_TYPES:
                raise HTTPException(status_code=415, detail="not an image")
            body = await resp.content.read(MAX_IMAGE_BYTES + 1)
            if len(body) > MAX_IMAGE_BYTES:
                raise HTTPException(status_code=413, detail="image too large")
            return content_type, body

    async def close(self):
        if self._session is not None:
            await self._session.close()


fetcher = ImageFetcher()


@app.on_event("shutdown")
async def shutdown():
    await fetcher.close()


@app.get("/proxy/image")
async def proxy_image(src: str = Query(..., description="Image URL to embed")):
    content_type, body = await fetcher.fetch(src)
    return Response(
        content=body,
        media_type=content_type,
        headers={"Cache-Control": "public, max-age=3600"},
    )
