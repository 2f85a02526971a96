import re

from aiohttp import web
from lxml import etree

INVENTORY = etree.parse("/srv/warehouse/inventory.xml")
SKU_RE = re.compile(r"[A-Z]{3}-\d{4,6}")
routes = web.RouteTableDef()


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True})


@routes.get("/warehouses")
async def warehouses(request):
    names = INVENTORY.xpath("//warehouse/@name")
    return web.json_response(sorted(str(n) for n in names))


@routes.get("/stock/{sku}")
async def stock(request):
    sku = request.match_info["sku"]
    if not SKU_RE.fullmatch(sku):
        raise web.HTTPBadRequest(text="bad sku")
    query = "//warehouse/item[@sku='" + sku + "']"
    items = INVENTORY.xpath(query)
    result = {}
    for item in items:
        result[item.getparent().get("name")] = int(item.findtext("qty", "0"))
    return web.json_response({"sku": sku, "stock": result})


@routes.get("/low-stock")
async def low_stock(request):
    threshold = int(request.query.get("below", "5"))
    out = []
    for item in INVENTORY.xpath("//item"):
        if int(item.findtext("qty", "0")) < threshold:
            out.append(item.get("sku"))
    return web.json_response(out)


app = web.Application()
app.add_routes(routes)
