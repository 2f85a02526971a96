import asyncio
import os
import time
from dataclasses import dataclass
from typing import Dict, List, Optional
from xml.etree import ElementTree

import httpx
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


@dataclass(frozen=True)
class FeedSource:
    title: str
    url: str


class Settings:
    feed_sources: Dict[str, FeedSource] = {
        "status": FeedSource("Platform status", "https://status.example-cloud.com/history.rss"),
        "releases": FeedSource("Release notes", "https://releases.example-cloud.com/feed.xml"),
        "security": FeedSource("Advisories", "https://advisories.example-cloud.com/rss"),
    }
    cache_seconds: int = int(os.environ.get("FEED_CACHE_SECONDS", "300"))


settings = Settings()


class FeedCache:
    def __init__(self, ttl: int):
        self.ttl = ttl
        self._items: Dict[str, tuple] = {}

    def get(self, key: str) -> Optional[List[dict]]:
        hit = self._items.get(key)
        if hit and time.monotonic() - hit[0] < self.ttl:
            return hit[1]
        return None

    def put(self, key: str, value: List[dict]) -> None:
        self._items[key] = (time.monotonic(), value)


class FeedClient:
    def __init__(self, sources: Dict[str, FeedSource], cache: FeedCache):
        self.sources = sources
        self.cache = cache
        self._lock = asyncio.Lock()

    def resolve(self, name: str) -> FeedSource:
        try:
            return self.sources[name]
        except KeyError:
            raise HTTPException(status_code=404, detail="unknown feed")

    async def entries(self, name: str, limit: int) -> List[dict]:
        source = self.resolve(name)
        cached = self.cache.get(name)
        if cached is not None:
            return cached[:limit]
        async with self._lock, httpx.AsyncClient(timeout=8.0, follow_redirects=False) as client:
            resp = await client.get(source.url)
        resp.raise_for_status()
        root = ElementTree.fromstring(resp.content)
        items = [{"title": i.findtext("title"), "link": i.findtext("link")} for i in root.iter("item")]
        self.cache.put(name, items)
        return items[:limit]


feed_client = FeedClient(settings.feed_sources, FeedCache(settings.cache_seconds))


async def feed_entries(request: Request) -> JSONResponse:
    name = request.path_params["name"]
    try:
        limit = max(1, min(50, int(request.query_params.get("limit", "20"))))
    except ValueError:
        limit = 20
    return JSONResponse({"feed": name, "entries": await feed_client.entries(name, limit)})


async def feed_index(request: Request) -> JSONResponse:
    return JSONResponse({k: v.title for k, v in settings.feed_sources.items()})


app = Starlette(
    routes=[Route("/feeds", feed_index), Route("/feeds/{name}", feed_entries)],
    middleware=[Middleware(GZipMiddleware, minimum_size=1024)],
)
