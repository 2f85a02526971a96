from lxml import etree
from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

FEED_PATH = "feeds/products.xml"
PAGE_SIZE = 20


def load_feed():
    with open(FEED_PATH, "rb") as fh:
        return etree.fromstring(fh.read())


def serialise(node):
    return {
        "id": node.get("id"),
        "name": node.findtext("name", default=""),
        "price": node.findtext("price", default="0"),
    }


async def feed_raw(request):
    root = load_feed()
    return Response(etree.tostring(root), media_type="application/xml")


async def product_detail(request):
    try:
        product_id = int(request.path_params["product_id"])
    except ValueError:
        return JSONResponse({"error": "invalid id"}, status_code=400)
    root = load_feed()
    found = root.xpath("//product[@id=%d]" % product_id)
    if not found:
        return JSONResponse({"error": "missing"}, status_code=404)
    return JSONResponse(serialise(found[0]))


async def products_by_page(request):
    try:
        page = max(int(request.query_params.get("page", "1")), 1)
    except ValueError:
        page = 1
    root = load_feed()
    nodes = root.xpath("//product")[(page - 1) * PAGE_SIZE : page * PAGE_SIZE]
    return JSONResponse([serialise(n) for n in nodes])


routes = [
    Route("/feed.xml", feed_raw),
    Route("/products", products_by_page),
    Route("/products/{product_id}", product_detail),
]
app = Starlette(routes=routes)
