import time
import uuid

import dill
from aiohttp import web

routes = web.RouteTableDef()
MAX_SNAPSHOT = 20 * 1024 * 1024


class Workspace:
    def __init__(self, owner):
        self.id = uuid.uuid4().hex
        self.owner = owner
        self.variables = {}
        self.created = time.time()

    def summary(self):
        return {
            "id": self.id,
            "owner": self.owner,
            "variables": sorted(self.variables),
            "created": self.created,
        }


@routes.post("/workspaces")
async def create_workspace(request):
    ws = Workspace(request["user"])
    request.app["workspaces"][ws.id] = ws
    return web.json_response(ws.summary(), status=201)


@routes.get("/workspaces/{ws_id}/snapshot")
async def download_snapshot(request):
    ws = request.app["workspaces"].get(request.match_info["ws_id"])
    if ws is None or ws.owner != request["user"]:
        raise web.HTTPNotFound()
    return web.Response(body=dill.dumps(ws), content_type="application/octet-stream")


@routes.post("/workspaces/restore")
async def restore_snapshot(request):
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "snapshot":
        raise web.HTTPBadRequest(text="missing snapshot file")
    blob = await part.read()
    if len(blob) > MAX_SNAPSHOT:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_SNAPSHOT, actual_size=len(blob))
    ws = dill.loads(blob)
    ws.owner = request["user"]
    request.app["workspaces"][ws.id] = ws
    return web.json_response(ws.summary())


@web.middleware
async def user_from_header(request, handler):
    request["user"] = request.headers.get("X-Authenticated-User", "anonymous")
    return await handler(request)


def create_app():
    app = web.Application(middlewares=[user_from_header], client_max_size=MAX_SNAPSHOT)
    app["workspaces"] = {}
    app.add_routes(routes)
    return app
