import logging
from dataclasses import dataclass
from typing import Optional

import httpx
from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import Response

MAX_IMAGE_BYTES = 5 * 1024 * 1024
ALLOWED_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp")
CACHE_SECONDS = 3600

log = logging.getLogger("image-proxy")
app = FastAPI(title="image proxy")


@dataclass
class FetchedImage:
    content: bytes
    content_type: str
    etag: Optional[str]


class ImageFetcher:
    def __init__(self, client: httpx.AsyncClient):
        self.client = client

    async def fetch(self, source: str) -> FetchedImage:
        response = await self.client.get(
            source,
            headers={"Accept": ", ".join(ALLOWED_TYPES)},
        )
        if response.status_code != 200:
            raise HTTPException(status_code=502, detail="upstream error")
        content_type = response.headers.get("content-type", "").split(";")[0]
        if content_type not in ALLOWED_TYPES:
            raise HTTPException(status_code=415, detail="not an image")
        if len(response.content) > MAX_IMAGE_BYTES:
            raise HTTPException(status_code=413, detail="image too large")
        return FetchedImage(response.content, content_type, response.headers.get("etag"))


_client = httpx.AsyncClient(timeout=10.0, follow_redirects=True)


async def get_fetcher() -> ImageFetcher:
    return ImageFetcher(_client)


@app.get("/proxy/image")
async def image_proxy(
    src: str = Query(..., description="remote image location"),
    fetcher: ImageFetcher = Depends(get_fetcher),
):
    log.info("proxying %s", src)
    image = await fetcher.fetch(src)
    headers = {"Cache-Control": f"public, max-age={CACHE_SECONDS}"}
    if image.etag:
        headers["ETag"] = image.etag
    return Response(content=image.content, media_type=image.content_type, headers=headers)


@app.on_event("shutdown")
async def close_client():
    await _client.aclose()
