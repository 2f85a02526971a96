import io
import logging
from decimal import Decimal

from aiohttp import web
from lxml import etree

log = logging.getLogger("invoices")
routes = web.RouteTableDef()
NS = {"inv": "urn:example:invoice:2"}

INVOICE_PARSER = etree.XMLParser(
    resolve_entities=True,
    no_network=False,
    huge_tree=True,
    remove_comments=True,
)


def summarise(tree):
    root = tree.getroot()
    lines = []
    for line in root.iterfind("inv:line", NS):
        qty = Decimal(line.findtext("inv:qty", "0", NS))
        price = Decimal(line.findtext("inv:unitPrice", "0", NS))
        lines.append({"item": line.findtext("inv:description", "", NS), "total": str(qty * price)})
    return {
        "supplier": root.findtext("inv:supplier/inv:name", "", NS),
        "reference": root.findtext("inv:reference", "", NS),
        "lines": lines,
    }


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True})


@routes.post("/invoices")
async def ingest_invoice(request):
    if request.content_type not in ("application/xml", "text/xml"):
        raise web.HTTPUnsupportedMediaType(text="send XML")
    body = await request.read()
    try:
        tree = etree.parse(io.BytesIO(body), INVOICE_PARSER)
    except etree.XMLSyntaxError as exc:
        raise web.HTTPBadRequest(text=f"malformed invoice: {exc}")
    summary = summarise(tree)
    log.info("invoice %s from %s", summary["reference"], summary["supplier"])
    request.app["inbox"].append(summary)
    return web.json_response(summary, status=201)


@routes.get("/invoices")
async def list_invoices(request):
    return web.json_response(request.app["inbox"])


def create_app():
    app = web.Application(client_max_size=5 * 1024 * 1024)
    app["inbox"] = []
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
