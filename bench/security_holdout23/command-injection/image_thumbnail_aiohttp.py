import asyncio
import logging
import uuid
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web

log = logging.getLogger(__name__)

UPLOAD_DIR = Path("/var/lib/gallery/uploads")
THUMB_DIR = Path("/var/lib/gallery/thumbs")
ALLOWED_TYPES = {"image/png": ".png", "image/jpeg": ".jpg", "image/webp": ".webp"}
MAX_EDGE = 2048


@dataclass(frozen=True)
class ThumbSpec:
    width: int
    height: int

    @classmethod
    def from_query(cls, query) -> "ThumbSpec":
        try:
            width = int(query.get("w", 256))
            height = int(query.get("h", 256))
        except ValueError:
            raise web.HTTPBadRequest(text="w and h must be integers")
        if not (1 <= width <= MAX_EDGE and 1 <= height <= MAX_EDGE):
            raise web.HTTPBadRequest(text="size out of range")
        return cls(width, height)

    @property
    def geometry(self) -> str:
        return f"{self.width}x{self.height}"


class ImageStore:
    def __init__(self, upload_dir: Path, thumb_dir: Path):
        self.upload_dir = upload_dir
        self.thumb_dir = thumb_dir

    async def save_upload(self, part) -> str:
        suffix = ALLOWED_TYPES.get(part.headers.get("Content-Type", ""))
        if suffix is None:
            raise web.HTTPUnsupportedMediaType(text="png, jpeg or webp only")
        image_id = uuid.uuid4().hex
        with (self.upload_dir / f"{image_id}{suffix}").open("wb") as fh:
            while chunk := await part.read_chunk():
                fh.write(chunk)
        return image_id

    def find(self, raw_id: str) -> Path:
        try:
            image_id = uuid.UUID(raw_id).hex
        except ValueError:
            raise web.HTTPNotFound()
        for suffix in ALLOWED_TYPES.values():
            candidate = self.upload_dir / f"{image_id}{suffix}"
            if candidate.exists():
                return candidate
        raise web.HTTPNotFound()

    def thumb_path(self, source: Path, spec: ThumbSpec) -> Path:
        return self.thumb_dir / f"{source.stem}-{spec.geometry}.webp"


class Thumbnailer:
    def __init__(self, binary: str = "convert", timeout: float = 30.0):
        self.binary = binary
        self.timeout = timeout

    async def render(self, source: Path, spec: ThumbSpec, dest: Path) -> None:
        proc = await asyncio.create_subprocess_exec(
            self.binary, str(source), "-thumbnail", spec.geometry, "-strip", str(dest),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(proc.communicate(), self.timeout)
        if proc.returncode != 0:
            log.warning("thumbnail failed for %s: %s", source.name, err.decode(errors="replace"))
            raise web.HTTPUnprocessableEntity(text="could not render thumbnail")


async def upload_image(request: web.Request) -> web.Response:
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "image":
        raise web.HTTPBadRequest(text="expected an 'image' field")
    image_id = await request.app["store"].save_upload(part)
    return web.json_response({"id": image_id}, status=201)


async def thumbnail(request: web.Request) -> web.StreamResponse:
    store: ImageStore = request.app["store"]
    source = store.find(request.match_info["image_id"])
    spec = ThumbSpec.from_query(request.query)
    dest = store.thumb_path(source, spec)
    if not dest.exists():
        await request.app["thumbnailer"].render(source, spec, dest)
    return web.FileResponse(dest, headers={"Cache-Control": "public, max-age=86400"})


def create_app() -> web.Application:
    app = web.Application(client_max_size=20 * 1024 * 1024)
    app["store"] = ImageStore(UPLOAD_DIR, THUMB_DIR)
    app["thumbnailer"] = Thumbnailer()
    app.router.add_post("/images", upload_image)
    app.router.add_get("/images/{image_id}/thumb", thumbnail)
    return app
