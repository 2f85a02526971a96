import logging
import uuid
from datetime import datetime, timezone

from aiohttp import web
from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring

log = logging.getLogger("partner-orders")
routes = web.RouteTableDef()
MAX_BODY = 1024 * 1024


def _order_from_xml(root):
    lines = []
    for line in root.iterfind("lines/line"):
        lines.append({
            "sku": line.get("sku"),
            "quantity": int(line.findtext("quantity", "0")),
        })
    return {
        "partner_ref": root.findtext("reference"),
        "ship_to": root.findtext("shipTo/postcode"),
        "lines": lines,
    }


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True})


@routes.post("/partner/orders")
async def receive_order(request):
    if request.content_length and request.content_length > MAX_BODY:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_BODY, actual_size=request.content_length)
    body = await request.read()
    try:
        root = fromstring(body, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except (ParseError, DefusedXmlException) as exc:
        log.info("rejected partner document: %s", exc)
        raise web.HTTPBadRequest(text="order document could not be parsed")
    order = _order_from_xml(root)
    order_id = str(uuid.uuid4())
    order["received_at"] = datetime.now(timezone.utc).isoformat()
    request.app["orders"][order_id] = order
    return web.json_response({"id": order_id}, status=201)


@routes.get("/partner/orders/{order_id}")
async def order_status(request):
    order = request.app["orders"].get(request.match_info["order_id"])
    if order is None:
        raise web.HTTPNotFound()
    return web.json_response(order)


@routes.post("/partner/orders/{order_id}/cancel")
async def cancel_order(request):
    order = request.app["orders"].get(request.match_info["order_id"])
    if order is None:
        raise web.HTTPNotFound()
    order["cancelled_at"] = datetime.now(timezone.utc).isoformat()
    return web.json_response({"cancelled": True})


def create_app():
    app = web.Application(client_max_size=MAX_BODY)
    app["orders"] = {}
    app.add_routes(routes)
    return app
