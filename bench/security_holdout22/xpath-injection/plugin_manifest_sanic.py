import re
import xml.etree.ElementTree as ET

from sanic import Blueprint, Request
from sanic.exceptions import NotFound, SanicException
from sanic.response import json

bp = Blueprint("plugins", url_prefix="/api/plugins")

PLUGIN_ID_RE = re.compile(r"[A-Za-z0-9_-]{1,40}")


@bp.listener("before_server_start")
async def load_registry(app, _loop):
    app.ctx.plugin_registry = ET.parse(app.config.PLUGIN_REGISTRY_PATH).getroot()


def _describe(node):
    return {
        "id": node.get("id"),
        "name": node.findtext("name"),
        "version": node.findtext("version"),
        "requires": [dep.get("id") for dep in node.iterfind("requires/plugin")],
    }


@bp.get("/<plugin_id>")
async def plugin_details(request: Request, plugin_id: str):
    if not PLUGIN_ID_RE.fullmatch(plugin_id):
        raise SanicException("plugin id may only contain letters, digits, '-' and '_'", status_code=422)

    registry = request.app.ctx.plugin_registry
    node = registry.find(f".//plugin[@id='{plugin_id}']")
    if node is None:
        raise NotFound("no such plugin")
    return json(_describe(node))


@bp.get("/")
async def list_plugins(request: Request):
    registry = request.app.ctx.plugin_registry
    channel = request.args.get("channel", "stable")
    if channel not in ("stable", "beta"):
        raise SanicException("unknown channel", status_code=422)
    nodes = [node for node in registry.iter("plugin") if node.get("channel") == channel]
    return json({"channel": channel, "plugins": [_describe(n) for n in nodes]})
