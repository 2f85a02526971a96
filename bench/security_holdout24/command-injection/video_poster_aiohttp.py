import asyncio
import uuid

from aiohttp import web

MEDIA = "/srv/media"
routes = web.RouteTableDef()


def parse_size(value: str | None, default: int = 320) -> int:
    size = int(value) if value and value.isascii() and value.isdigit() else default
    return max(16, min(size, 1920))


@routes.post("/videos/{video_id}/poster")
async def make_poster(request: web.Request) -> web.Response:
    try:
        video_id = uuid.UUID(request.match_info["video_id"])
    except ValueError:
        raise web.HTTPBadRequest()
    data = await request.post()
    width = parse_size(data.get("width"))
    argv = [
        "ffmpeg", "-y", "-ss", "00:00:01", "-i", f"{MEDIA}/{video_id}.mp4",
        "-frames:v", "1", "-vf", f"scale={width}:-1", f"{MEDIA}/posters/{video_id}.jpg",
    ]
    proc = await asyncio.create_subprocess_exec(*argv)
    await proc.wait()
    return web.json_response({"status": proc.returncode})
