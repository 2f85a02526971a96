import asyncio
import logging
import pickle
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

log = logging.getLogger("cache-sync")


@dataclass
class CacheEntry:
    key: str
    value: Any
    expires_at: float

    @property
    def expired(self) -> bool:
        return time.time() >= self.expires_at


@dataclass
class LocalCache:
    entries: dict[str, CacheEntry] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def merge(self, incoming: list[CacheEntry]) -> int:
        async with self.lock:
            fresh = [e for e in incoming if not e.expired]
            self.entries.update({e.key: e for e in fresh})
            return len(fresh)


routes = web.RouteTableDef()


@routes.get("/cache/{key}")
async def get_entry(request: web.Request) -> web.Response:
    cache: LocalCache = request.app["cache"]
    entry = cache.entries.get(request.match_info["key"])
    if entry is None or entry.expired:
        raise web.HTTPNotFound()
    return web.json_response({"key": entry.key, "value": entry.value})


@routes.post("/cache/sync")
async def sync_from_peer(request: web.Request) -> web.Response:
    if request.content_type != "application/octet-stream":
        raise web.HTTPUnsupportedMediaType(text="expected octet-stream")
    body = await request.read()
    batch = pickle.loads(body)
    if not isinstance(batch, list):
        raise web.HTTPBadRequest(text="expected a list of entries")
    merged = await request.app["cache"].merge(batch)
    log.info("merged %d entries from %s", merged, request.remote)
    return web.json_response({"merged": merged})


def create_app() -> web.Application:
    app = web.Application(client_max_size=8 * 1024 ** 2)
    app["cache"] = LocalCache()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=9100)
