from lxml import etree
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

CATALOG = etree.parse("data/catalog.xml")


def product_summary(node):
    return {
        "sku": node.get("sku"),
        "name": node.findtext("name"),
        "price": node.findtext("price"),
    }


async def product_search(request):
    sku = request.query_params.get("sku", "")
    region = request.query_params.get("region", "eu")
    expr = "//region[@code='%s']/product[@sku='%s' and @hidden='false']" % (region, sku)
    matches = CATALOG.xpath(expr)
    return JSONResponse([product_summary(p) for p in matches])


app = Starlette(routes=[Route("/products", product_search)])
