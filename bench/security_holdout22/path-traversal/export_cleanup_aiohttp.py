import logging
import os

from aiohttp import web

log = logging.getLogger("exports")
routes = web.RouteTableDef()


def export_dir(app: web.Application) -> str:
    return app["config"]["EXPORT_DIR"]


@routes.get("/exports")
async def list_exports(request: web.Request) -> web.Response:
    base = export_dir(request.app)
    names = sorted(n for n in os.listdir(base) if n.endswith((".csv", ".xlsx", ".zip")))
    return web.json_response({"exports": names})


@routes.delete("/exports/{name}")
async def delete_export(request: web.Request) -> web.Response:
    if request.headers.get("X-Api-Key") != request.app["config"]["ADMIN_KEY"]:
        raise web.HTTPUnauthorized()

    base = export_dir(request.app)
    name = request.match_info["name"]
    body = await request.json() if request.can_read_body else {}
    subfolder = body.get("folder", "")

    target = os.path.join(base, subfolder, name)
    if not target.startswith(base):
        raise web.HTTPBadRequest(text="export must live in the export directory")
    if not os.path.exists(target):
        raise web.HTTPNotFound(text="no such export")

    os.remove(target)
    log.info("deleted export %s", os.path.normpath(target))
    return web.json_response({"deleted": name, "folder": subfolder})


def create_app(config: dict) -> web.Application:
    app = web.Application()
    app["config"] = config
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app({"EXPORT_DIR": "/srv/exports", "ADMIN_KEY": os.environ["ADMIN_KEY"]}))
