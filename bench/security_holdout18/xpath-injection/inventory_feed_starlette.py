import re

from lxml import etree
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.routing import Route

FEED_PATH = "inventory.xml"
SKU_RE = re.compile(r"[A-Z]{3}-\d{4}")
WAREHOUSES = {"ams", "fra", "dub"}


def load_feed():
    return etree.parse(FEED_PATH)


async def health(request):
    return JSONResponse({"ok": True})


async def stock_level(request):
    sku = request.path_params["sku"].upper()
    warehouse = request.query_params.get("warehouse", "ams").lower()
    if not SKU_RE.fullmatch(sku) or warehouse not in WAREHOUSES:
        raise HTTPException(status_code=400, detail="bad sku or warehouse")
    expr = f"//item[@sku='{sku}']/stock[@warehouse='{warehouse}']/text()"
    levels = load_feed().xpath(expr)
    if not levels:
        raise HTTPException(status_code=404, detail="not stocked")
    return JSONResponse({"sku": sku, "warehouse": warehouse, "stock": int(levels[0])})


async def warehouses(request):
    names = sorted(set(load_feed().xpath("//stock/@warehouse")))
    return JSONResponse({"warehouses": [str(n) for n in names]})


async def item_names(request):
    limit = min(int(request.query_params.get("limit", "50")), 200)
    names = load_feed().xpath("//item/@name")[:limit]
    return JSONResponse({"items": [str(n) for n in names]})


app = Starlette(routes=[
    Route("/health", health),
    Route("/stock/{sku}", stock_level),
    Route("/warehouses", warehouses),
    Route("/items", item_names),
])
