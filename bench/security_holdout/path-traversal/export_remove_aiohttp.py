import os
import uuid

from aiohttp import web

EXPORT_DIR = "/srv/exports"


async def remove_export(request: web.Request) -> web.Response:
    payload = await request.json()
    try:
        export_id = uuid.UUID(str(payload["id"]))
    except (KeyError, ValueError):
        raise web.HTTPBadRequest(text="id must be a UUID")
    target = os.path.join(EXPORT_DIR, str(request["user_id"]), f"{export_id}.csv")
    try:
        os.remove(target)
    except FileNotFoundError:
        raise web.HTTPNotFound()
    return web.json_response({"deleted": str(export_id)})


app = web.Application()
app.router.add_post("/exports/remove", remove_export)
