from pathlib import Path

from aiohttp import web
from lxml import etree

routes = web.RouteTableDef()


async def load_config(app):
    app["config_doc"] = etree.parse(str(app["config_path"]))


def setting_to_dict(node):
    return {
        "key": node.get("key"),
        "value": node.text,
        "type": node.get("type", "string"),
    }


@routes.get("/settings")
async def sections(request):
    doc = request.app["config_doc"]
    names = doc.xpath("/config/section[@visibility='public']/@name")
    return web.json_response(sorted(str(n) for n in names))


@routes.get("/settings/{section}")
async def section_values(request):
    section = request.match_info["section"]
    prefix = request.query.get("prefix", "")
    doc = request.app["config_doc"]
    expr = f"/config/section[@name='{section}' and @visibility='public']/setting"
    if prefix:
        expr += f"[starts-with(@key, '{prefix}')]"
    nodes = doc.xpath(expr)
    if not nodes:
        raise web.HTTPNotFound(text="no settings matched")
    return web.json_response([setting_to_dict(n) for n in nodes])


@routes.post("/settings/reload")
async def reload_config(request):
    if request.headers.get("X-Admin-Token") != request.app["admin_token"]:
        raise web.HTTPForbidden()
    await load_config(request.app)
    return web.json_response({"reloaded": True})


def create_app(config_path: Path, admin_token: str) -> web.Application:
    app = web.Application()
    app["config_path"] = config_path
    app["admin_token"] = admin_token
    app.on_startup.append(load_config)
    app.add_routes(routes)
    return app
