import mimetypes
import os
from pathlib import Path
from typing import Optional

from aiohttp import web

MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", "/srv/media")).resolve()


class MediaHeaders:
    def __init__(self, path: Path, title: Optional[str]):
        self.path = path
        self.title = title or path.stem

    @staticmethod
    def _printable(value: str, limit: int = 120) -> str:
        return "".join(ch for ch in value if ch.isprintable() and ch not in '"\\')[:limit]

    def disposition(self) -> str:
        return f'inline; filename="{self._printable(self.title)}{self.path.suffix}"'

    def apply(self, response: web.StreamResponse) -> None:
        ctype, _ = mimetypes.guess_type(self.path.name)
        response.headers["Content-Type"] = ctype or "application/octet-stream"
        response.headers["Content-Disposition"] = self.disposition()
        response.headers["Cache-Control"] = "public, max-age=3600"


def resolve_media(name: str) -> Path:
    candidate = (MEDIA_ROOT / name).resolve()
    if not candidate.is_relative_to(MEDIA_ROOT) or not candidate.is_file():
        raise web.HTTPNotFound()
    return candidate


async def list_media(request: web.Request) -> web.Response:
    names = sorted(p.name for p in MEDIA_ROOT.iterdir() if p.is_file())
    return web.json_response({"media": names[:200]})


async def serve_media(request: web.Request) -> web.StreamResponse:
    path = resolve_media(request.match_info["name"])
    headers = MediaHeaders(path, request.query.get("title"))
    response = web.FileResponse(path)
    headers.apply(response)
    return response


async def health(request: web.Request) -> web.Response:
    return web.Response(text="ok")


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/media", list_media)
    app.router.add_get("/media/{name}", serve_media)
    app.router.add_get("/health", health)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=int(os.environ.get("PORT", "8080")))
