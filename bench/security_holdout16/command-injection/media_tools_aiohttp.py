import asyncio
import json
import logging
from dataclasses import dataclass, field

from aiohttp import web

log = logging.getLogger("media")
routes = web.RouteTableDef()
MEDIA_DIR = "/var/media"


@dataclass
class ConvertJob:
    source: str
    width: int = 640
    codec: str = "libx264"
    extra: list[str] = field(default_factory=list)

    def command(self) -> str:
        flags = " ".join(self.extra)
        return (
            f"ffmpeg -y -i {MEDIA_DIR}/{self.source} -vf scale={self.width}:-2 "
            f"-c:v {self.codec} {flags} {MEDIA_DIR}/out/{self.source}.mp4"
        )


async def run_shell(cmd: str) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    return proc.returncode, err.decode(errors="replace")[-2000:]


@routes.get("/media/health")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/media/convert")
async def convert(request: web.Request) -> web.Response:
    body = await request.json()
    job = ConvertJob(
        source=body["source"],
        width=int(body.get("width", 640)),
        codec=body.get("codec", "libx264"),
        extra=body.get("flags", []),
    )
    log.info("converting %s", job.source)
    code, stderr = await run_shell(job.command())
    if code != 0:
        raise web.HTTPUnprocessableEntity(text=json.dumps({"error": stderr}), content_type="application/json")
    return web.json_response({"output": f"{job.source}.mp4"})


@routes.get("/media/jobs")
async def jobs(request: web.Request) -> web.Response:
    pending = request.app.get("pending", [])
    return web.json_response({"pending": len(pending)})


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
