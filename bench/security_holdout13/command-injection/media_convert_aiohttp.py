import asyncio
import os
import uuid

from aiohttp import web

UPLOAD_DIR = "/srv/media/in"
OUTPUT_DIR = "/srv/media/out"
FORMATS = {
    "mp3": ["-vn", "-codec:a", "libmp3lame"],
    "ogg": ["-vn", "-codec:a", "libvorbis"],
    "wav": ["-vn"],
}

routes = web.RouteTableDef()


@routes.get("/media/formats")
async def formats(request):
    return web.json_response(sorted(FORMATS))


@routes.post("/media/upload")
async def upload(request):
    reader = await request.multipart()
    part = await reader.next()
    media_id = uuid.uuid4().hex
    with open(os.path.join(UPLOAD_DIR, media_id), "wb") as fh:
        while chunk := await part.read_chunk():
            fh.write(chunk)
    return web.json_response({"id": media_id})


@routes.post("/media/{media_id}/convert")
async def convert(request):
    media_id = uuid.UUID(request.match_info["media_id"]).hex
    body = await request.json()
    fmt = body.get("format", "mp3")
    if fmt not in FORMATS:
        raise web.HTTPBadRequest(text="unknown format")
    src = os.path.join(UPLOAD_DIR, media_id)
    dst = os.path.join(OUTPUT_DIR, media_id + "." + fmt)
    args = ["ffmpeg", "-y", "-i", src] + FORMATS[fmt] + [dst]
    proc = await asyncio.create_subprocess_exec(*args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    if proc.returncode != 0:
        raise web.HTTPInternalServerError(text=err.decode(errors="replace")[-500:])
    return web.json_response({"output": os.path.basename(dst)})


@routes.delete("/media/{media_id}")
async def remove(request):
    media_id = uuid.UUID(request.match_info["media_id"]).hex
    path = os.path.join(UPLOAD_DIR, media_id)
    if os.path.exists(path):
        os.remove(path)
    return web.Response(status=204)


app = web.Application()
app.add_routes(routes)
