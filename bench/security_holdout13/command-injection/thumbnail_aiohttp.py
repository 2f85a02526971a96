import asyncio
import os
import shlex

from aiohttp import web

MEDIA_ROOT = "/var/media/library"


async def make_thumbnail(request):
    data = await request.post()
    source = os.path.basename(str(data.get("source", "")))
    size = str(data.get("size", "128"))
    if not size.isdigit():
        raise web.HTTPBadRequest(text="size must be numeric")
    src = shlex.quote(f"{MEDIA_ROOT}/{source}")
    dst = shlex.quote(f"{MEDIA_ROOT}/thumbs/{size}_{source}")
    cmd = f"ffmpeg -y -loglevel error -i {src} -vf scale={size}:-1 {dst}"
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    return web.json_response({"rc": proc.returncode, "error": err.decode()[-500:]})


app = web.Application()
app.router.add_post("/thumbnails", make_thumbnail)
