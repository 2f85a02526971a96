import os

from aiohttp import web

AVATAR_DIR = "/var/www/static/avatars"


def strip_parent_refs(value: str) -> str:
    return value.replace("../", "").replace("..\\", "")


async def avatar(request):
    trimmed = strip_parent_refs(request.query.get("image", "").strip())
    variant = "large" if request.query.get("size") == "large" else "small"
    path = os.path.join(AVATAR_DIR, variant, trimmed)
    if not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path)


app = web.Application()
app.router.add_get("/avatars", avatar)
