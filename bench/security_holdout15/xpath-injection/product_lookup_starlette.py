from lxml import etree
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

CATALOG = etree.parse("data/catalog.xml")
FIND_PRODUCT = etree.XPath("//product[@sku=$sku and availability/@channel=$channel]")


async def product(request):
    sku = request.query_params.get("sku", "")
    channel = request.query_params.get("channel", "web")
    nodes = FIND_PRODUCT(CATALOG, sku=sku, channel=channel)
    items = [{"sku": n.get("sku"), "name": n.findtext("name")} for n in nodes]
    return JSONResponse(items)


app = Starlette(routes=[Route("/catalog/product", product)])
