import xml.etree.ElementTree as ET

from aiohttp import web

routes = web.RouteTableDef()

MAX_REFERENCE_LENGTH = 40


async def load_manifest(app):
    app["manifest"] = ET.parse(app["config"]["manifest_path"]).getroot()


@routes.get("/api/shipments/{reference}")
async def shipment_status(request: web.Request) -> web.Response:
    reference = request.match_info["reference"]
    if len(reference) > MAX_REFERENCE_LENGTH or not reference.isascii():
        raise web.HTTPUnprocessableEntity(text="reference is not valid")

    root = request.app["manifest"]
    shipment = root.find(f".//shipment[@reference='{reference}']")
    if shipment is None:
        raise web.HTTPNotFound(text="unknown shipment")

    events = [
        {"at": ev.get("at"), "status": ev.get("status"), "location": ev.findtext("location")}
        for ev in shipment.iterfind("events/event")
    ]
    return web.json_response(
        {
            "reference": shipment.get("reference"),
            "carrier": shipment.findtext("carrier"),
            "recipient": shipment.findtext("recipient/name"),
            "events": events,
        }
    )


@routes.post("/api/shipments/reload")
async def reload_manifest(request: web.Request) -> web.Response:
    if request.headers.get("X-Admin-Token") != request.app["config"]["admin_token"]:
        raise web.HTTPForbidden()
    await load_manifest(request.app)
    return web.json_response({"shipments": len(request.app["manifest"].findall(".//shipment"))})


def create_app(config):
    app = web.Application()
    app["config"] = config
    app.on_startup.append(load_manifest)
    app.add_routes(routes)
    return app
