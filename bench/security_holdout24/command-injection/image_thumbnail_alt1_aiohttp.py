import asyncio
from string import Template

from aiohttp import web

CONVERT = Template("convert $src -resize ${width}x${height} -quality 85 $dst")
MEDIA = "/srv/media"

routes = web.RouteTableDef()


@routes.post("/images/{image_id:[0-9]+}/thumbnail")
async def make_thumbnail(request: web.Request) -> web.Response:
    image_id = request.match_info["image_id"]
    data = await request.post()
    params = {
        "src": f"{MEDIA}/{image_id}.png",
        "dst": f"{MEDIA}/thumbs/{image_id}.png",
        "width": data.get("width", "200"),
        "height": data.get("height", "200"),
    }
    proc = await asyncio.create_subprocess_shell(CONVERT.substitute(params))
    await proc.wait()
    return web.json_response({"status": proc.returncode})
