import hashlib
import hmac
import json
import mimetypes
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Dict

from aiohttp import web

ASSET_ROOT = Path(os.environ.get("ASSET_ROOT", "/srv/cdn/assets"))


@dataclass(frozen=True)
class CachedAsset:
    body: bytes
    etag: str
    content_type: str


class AssetCache:
    def __init__(self, root: Path):
        self.root = root
        self._entries: Dict[str, CachedAsset] = {}

    def _load(self, name: str) -> CachedAsset:
        path = self.root / name
        body = path.read_bytes()
        etag = hashlib.md5(body, usedforsecurity=False).hexdigest()
        content_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return CachedAsset(body, f'"{etag}"', content_type)

    def get(self, name: str) -> CachedAsset:
        if name not in self._entries:
            self._entries[name] = self._load(name)
        return self._entries[name]

    def invalidate(self, names) -> int:
        dropped = 0
        for name in names:
            dropped += self._entries.pop(name, None) is not None
        return dropped


class WebhookVerifier:
    def __init__(self, secret: bytes):
        self.secret = secret

    def verify(self, body: bytes, signature: str) -> bool:
        expected = hmac.new(self.secret, body, hashlib.sha256).hexdigest()
        return hmac.compare_digest(f"sha256={expected}", signature)


async def serve_asset(request: web.Request) -> web.Response:
    cache: AssetCache = request.app["cache"]
    name = request.match_info["name"]
    if name not in request.app["manifest"]:
        raise web.HTTPNotFound()
    asset = cache.get(name)
    if request.headers.get("If-None-Match") == asset.etag:
        return web.Response(status=304, headers={"ETag": asset.etag})
    return web.Response(body=asset.body, content_type=asset.content_type,
                        headers={"ETag": asset.etag, "Cache-Control": "public, max-age=300"})


async def purge_hook(request: web.Request) -> web.Response:
    body = await request.read()
    if not request.app["verifier"].verify(body, request.headers.get("X-Hub-Signature-256", "")):
        raise web.HTTPUnauthorized()
    names = json.loads(body).get("paths", [])
    return web.json_response({"purged": request.app["cache"].invalidate(names)})


def create_app() -> web.Application:
    app = web.Application()
    manifest = json.loads((ASSET_ROOT / "manifest.json").read_text())
    app["manifest"] = set(manifest["files"])
    app["cache"] = AssetCache(ASSET_ROOT)
    app["verifier"] = WebhookVerifier(os.environ["PURGE_WEBHOOK_SECRET"].encode())
    app.router.add_get("/assets/{name}", serve_asset)
    app.router.add_post("/hooks/purge", purge_hook)
    return app
