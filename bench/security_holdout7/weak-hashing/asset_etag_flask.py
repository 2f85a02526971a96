import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, Optional

from flask import Flask, Response, abort, request

app = Flask(__name__)
STATIC_ROOT = Path("/srv/app/public")
PUBLISHED_ASSETS = {"app.js", "app.css", "logo.svg", "favicon.ico"}
CHUNK = 64 * 1024


@dataclass
class CachedAsset:
    path: Path
    etag: str
    size: int
    mtime: float


class AssetCache:
    def __init__(self, root: Path):
        self.root = root
        self._entries: Dict[str, CachedAsset] = {}

    def _fingerprint(self, path: Path) -> str:
        digest = hashlib.md5(usedforsecurity=False)
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(CHUNK), b""):
                digest.update(block)
        return digest.hexdigest()

    def lookup(self, name: str) -> Optional[CachedAsset]:
        if name not in PUBLISHED_ASSETS:
            return None
        path = self.root / name
        stat = path.stat()
        entry = self._entries.get(name)
        if entry is None or entry.mtime != stat.st_mtime:
            entry = CachedAsset(
                path=path,
                etag=self._fingerprint(path),
                size=stat.st_size,
                mtime=stat.st_mtime,
            )
            self._entries[name] = entry
        return entry


cache = AssetCache(STATIC_ROOT)


@app.route("/assets/<name>")
def asset(name):
    entry = cache.lookup(name)
    if entry is None:
        abort(404)
    etag = f'"{entry.etag}"'
    if request.headers.get("If-None-Match") == etag:
        return Response(status=304, headers={"ETag": etag})
    mimetype, _ = mimetypes.guess_type(entry.path.name)
    resp = Response(entry.path.read_bytes(), mimetype=mimetype or "application/octet-stream")
    resp.headers["ETag"] = etag
    resp.headers["Cache-Control"] = "public, max-age=3600"
    return resp
