from aiohttp import web
from lxml import etree

INVENTORY = etree.parse("/srv/data/inventory.xml")


async def stock_level(request):
    warehouse = request.query.get("warehouse", "")
    sku = request.query.get("sku", "")
    items = INVENTORY.xpath("/inventory/warehouse/item")
    total = 0
    for item in items:
        if item.get("sku") == sku and item.getparent().get("code") == warehouse:
            total += int(item.findtext("qty", "0"))
    return web.json_response({"sku": sku, "warehouse": warehouse, "qty": total})


app = web.Application()
app.router.add_get("/stock", stock_level)
