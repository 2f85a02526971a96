import hashlib
import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from aiohttp import web

MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", "/srv/media"))
KNOWN_TYPES = frozenset({"image/png", "image/jpeg", "image/webp", "video/mp4", "audio/mpeg", "application/pdf"})


def header_text(value: str, limit: int = 100) -> str:
    """Reduce free text to printable ASCII suitable for a quoted header parameter."""
    normalised = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    kept = "".join(ch for ch in normalised if 32 <= ord(ch) < 127 and ch not in '"\\')
    return kept.strip()[:limit] or "download"


@dataclass(frozen=True)
class MediaItem:
    key: str
    path: Path
    mime: str
    display_name: str

    @classmethod
    def from_record(cls, record: dict) -> "MediaItem":
        return cls(
            key=record["key"],
            path=MEDIA_ROOT / record["stored_as"],
            mime=record["mime"] if record.get("mime") in KNOWN_TYPES else "application/octet-stream",
            display_name=header_text(record.get("name", "")),
        )


class MediaCatalog:
    def __init__(self):
        self._records = {}

    def register(self, owner: str, name: str, stored_as: str, mime: str) -> str:
        key = hashlib.sha256(f"{owner}:{stored_as}".encode()).hexdigest()[:20]
        self._records[key] = {"key": key, "name": name, "stored_as": stored_as, "mime": mime}
        return key

    def lookup(self, key: str) -> Optional[MediaItem]:
        record = self._records.get(key)
        return MediaItem.from_record(record) if record else None


@web.middleware
async def request_id_middleware(request: web.Request, handler):
    response = await handler(request)
    response.headers["X-Request-Id"] = hashlib.sha1(os.urandom(16)).hexdigest()[:16]
    return response


async def upload(request: web.Request) -> web.Response:
    reader = await request.multipart()
    part = await reader.next()
    stored_as = hashlib.sha256(os.urandom(32)).hexdigest()
    with open(MEDIA_ROOT / stored_as, "wb") as fh:
        while chunk := await part.read_chunk():
            fh.write(chunk)
    key = request.app["catalog"].register(request.remote or "", part.filename or "file", stored_as, part.headers.get("Content-Type", "application/octet-stream"))
    return web.json_response({"key": key}, status=201)


async def download(request: web.Request) -> web.StreamResponse:
    item = request.app["catalog"].lookup(request.match_info["key"])
    if item is None:
        raise web.HTTPNotFound()
    override = request.query.get("name")
    display = header_text(override) if override else item.display_name
    response = web.FileResponse(item.path)
    response.content_type = item.mime
    response.headers["Content-Disposition"] = f'attachment; filename="{display}"'
    return response


def create_app() -> web.Application:
    app = web.Application(middlewares=[request_id_middleware])
    app["catalog"] = MediaCatalog()
    app.router.add_post("/media", upload)
    app.router.add_get("/media/{key}", download)
    return app
