import hashlib
from collections import OrderedDict

import httpx
from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query
from fastapi.responses import Response

router = APIRouter(prefix="/media")
ALLOWED_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}
MAX_BYTES = 5 * 1024 * 1024


class ImageCache:
    entries: "OrderedDict[str, tuple[str, bytes]]" = OrderedDict()
    capacity = 256

    def get(self, key: str):
        item = self.entries.get(key)
        if item is not None:
            self.entries.move_to_end(key)
        return item

    def put(self, key: str, value) -> None:
        self.entries[key] = value
        if len(self.entries) > self.capacity:
            self.entries.popitem(last=False)


class ImageFetcher:
    def __init__(self):
        self.client = httpx.Client(timeout=5.0, follow_redirects=False)

    def fetch(self, source: str) -> tuple[str, bytes]:
        upstream = self.client.get(source)
        if upstream.status_code != 200:
            raise HTTPException(status_code=502, detail="upstream error")
        content_type = upstream.headers.get("content-type", "").split(";")[0]
        if content_type not in ALLOWED_TYPES or len(upstream.content) > MAX_BYTES:
            raise HTTPException(status_code=415, detail="not an image")
        return content_type, upstream.content


def cache_key(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


@router.get("/proxy")
def proxy_image(
    src: str = Query(..., max_length=2048),
    cache: ImageCache = Depends(),
    fetcher: ImageFetcher = Depends(),
):
    key = cache_key(src)
    hit = cache.get(key)
    if hit is None:
        hit = fetcher.fetch(src)
        cache.put(key, hit)
    content_type, body = hit
    return Response(content=body, media_type=content_type, headers={"Cache-Control": "public, max-age=86400"})


@router.get("/cache/stats")
def cache_stats(cache: ImageCache = Depends()):
    return {"entries": len(cache.entries), "capacity": cache.capacity}


app = FastAPI()
app.include_router(router)
