import asyncio
import json

from aiohttp import web

routes = web.RouteTableDef()
FORMATS = ["mp3", "ogg", "wav"]


def pick_format(requested):
    for fmt in FORMATS:
        if requested.endswith("." + fmt):
            return fmt
    return "mp3"


@routes.get("/media/formats")
async def list_formats(request):
    return web.json_response({"formats": FORMATS})


@routes.get("/media/health")
async def health(request):
    return web.Response(text="ok")


@routes.post("/media/convert")
async def convert(request):
    data = await request.json()
    source = data.get("source", "")
    fmt = pick_format(data.get("target", "out.mp3"))
    command = f"ffmpeg -y -i /srv/media/{source} /srv/media/out/converted.{fmt}"
    proc = await asyncio.create_subprocess_shell(command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    return web.json_response({"code": proc.returncode, "log": err.decode(errors="replace")[-500:]})


@routes.get("/media/info/{name}")
async def info(request):
    name = request.match_info["name"]
    args = ["ffprobe", "-v", "quiet", "-print_format", "json", "-show_format", f"/srv/media/{name}"]
    proc = await asyncio.create_subprocess_exec(*args, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return web.json_response(json.loads(out or b"{}"))


app = web.Application()
app.add_routes(routes)

if __name__ == "__main__":
    web.run_app(app, port=8080)
