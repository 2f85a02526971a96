import asyncio
import os
import uuid
from pathlib import Path

from aiohttp import web

MEDIA_ROOT = Path("/srv/media")
PRESETS = {
    "720p": "-vf scale=-2:720",
    "480p": "-vf scale=-2:480",
    "audio": "-vn -acodec libmp3lame",
}


async def save_upload(field) -> Path:
    target = MEDIA_ROOT / "incoming" / f"{uuid.uuid4().hex}.bin"
    with open(target, "wb") as fh:
        while chunk := await field.read_chunk():
            fh.write(chunk)
    return target


async def upload(request: web.Request) -> web.Response:
    reader = await request.multipart()
    field = await reader.next()
    if field is None or field.name != "file":
        raise web.HTTPBadRequest(text="file field required")
    path = await save_upload(field)
    return web.json_response({"id": path.stem}, status=201)


async def transcode(request: web.Request) -> web.Response:
    body = await request.json()
    media_id = str(body.get("id", ""))
    if len(media_id) != 32 or not all(c in "0123456789abcdef" for c in media_id):
        raise web.HTTPBadRequest(text="bad id")
    preset = PRESETS.get(body.get("preset", "720p"))
    if preset is None:
        raise web.HTTPBadRequest(text="unknown preset")
    title = body.get("title", media_id)
    source = MEDIA_ROOT / "incoming" / f"{media_id}.bin"
    target = MEDIA_ROOT / "out" / f"{media_id}.mp4"
    cmd = f'ffmpeg -y -i {source} {preset} -metadata title="{title}" {target}'
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    if proc.returncode != 0:
        return web.json_response({"ok": False, "log": err.decode(errors="replace")[-2000:]}, status=500)
    return web.json_response({"ok": True, "size": os.path.getsize(target)})


async def status(request: web.Request) -> web.Response:
    media_id = request.match_info["media_id"]
    done = (MEDIA_ROOT / "out" / f"{media_id}.mp4").exists() if media_id.isalnum() else False
    return web.json_response({"id": media_id, "done": done})


def create_app() -> web.Application:
    app = web.Application(client_max_size=512 * 1024 ** 2)
    app.router.add_post("/media", upload)
    app.router.add_post("/media/transcode", transcode)
    app.router.add_get("/media/{media_id}/status", status)
    return app
