import asyncio
import logging
import time
from typing import Annotated, Any

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, Field, TypeAdapter, ValidationError

log = logging.getLogger("cache-sync")


class CacheEntry(BaseModel):
    key: str = Field(min_length=1, max_length=200)
    value: Any
    expires_at: float

    @property
    def expired(self) -> bool:
        return time.time() >= self.expires_at


Batch = TypeAdapter(list[CacheEntry])


class LocalCache:
    def __init__(self) -> None:
        self.entries: dict[str, CacheEntry] = {}
        self.lock = asyncio.Lock()

    async def merge(self, incoming: list[CacheEntry]) -> int:
        async with self.lock:
            fresh = [e for e in incoming if not e.expired]
            self.entries.update({e.key: e for e in fresh})
            return len(fresh)


app = FastAPI()
_cache = LocalCache()


def get_cache() -> LocalCache:
    return _cache


CacheDep = Annotated[LocalCache, Depends(get_cache)]


@app.get("/cache/{key}")
async def get_entry(key: str, cache: CacheDep):
    entry = cache.entries.get(key)
    if entry is None or entry.expired:
        raise HTTPException(status_code=404)
    return {"key": entry.key, "value": entry.value}


@app.post("/cache/sync")
async def sync_from_peer(request: Request, cache: CacheDep):
    body = await request.body()
    try:
        batch = Batch.validate_json(body)
    except ValidationError as exc:
        raise HTTPException(status_code=422, detail=exc.errors(include_url=False)) from exc
    merged = await cache.merge(batch)
    log.info("merged %d entries from %s", merged, request.client.host if request.client else "?")
    return {"merged": merged}
