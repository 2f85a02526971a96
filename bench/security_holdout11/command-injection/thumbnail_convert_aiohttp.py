import asyncio

from aiohttp import web


async def convert(request):
    data = await request.post()
    name = data.get("image", "upload.png")
    width = data.get("width", "800")
    parts = ["convert", "/data/uploads/" + name, "-resize", width + "x", "/data/thumbs/" + name]
    proc = await asyncio.create_subprocess_shell(
        " ".join(parts),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await proc.communicate()
    if proc.returncode:
        return web.json_response({"error": err.decode()}, status=500)
    return web.json_response({"thumbnail": "/thumbs/" + name})


app = web.Application()
app.router.add_post("/convert", convert)
