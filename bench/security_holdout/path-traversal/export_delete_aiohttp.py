import os

from aiohttp import web

EXPORT_DIR = "/srv/exports"


async def delete_export(request: web.Request) -> web.Response:
    payload = await request.json()
    user_dir = os.path.join(EXPORT_DIR, str(request["user_id"]))
    target = os.path.join(user_dir, payload["file"])
    try:
        os.remove(target)
    except FileNotFoundError:
        raise web.HTTPNotFound()
    return web.json_response({"deleted": payload["file"]})


app = web.Application()
app.router.add_post("/exports/delete", delete_export)
