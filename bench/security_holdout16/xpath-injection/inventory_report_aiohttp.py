import asyncio
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from aiohttp import web
from lxml import etree

DATA_DIR = Path(__file__).parent / "data"
routes = web.RouteTableDef()


@dataclass(frozen=True)
class StockQuery:
    warehouse: str
    sku: str | None = None
    min_qty: int = 0

    @classmethod
    def from_request(cls, request: web.Request) -> "StockQuery":
        q = request.query
        try:
            min_qty = int(q.get("min_qty", "0"))
        except ValueError:
            raise web.HTTPBadRequest(text="min_qty must be an integer") from None
        return cls(warehouse=request.match_info["warehouse"], sku=q.get("sku"), min_qty=min_qty)


@lru_cache(maxsize=4)
def inventory_tree() -> etree._ElementTree:
    return etree.parse(str(DATA_DIR / "inventory.xml"))


def run_query(query: StockQuery) -> list[dict]:
    expr = "/inventory/warehouse[@code = $wh]/item[number(qty) >= $min]"
    variables = {"wh": query.warehouse, "min": query.min_qty}
    if query.sku:
        expr += "[@sku = $sku]"
        variables["sku"] = query.sku
    nodes = inventory_tree().xpath(expr, **variables)
    return [{"sku": n.get("sku"), "qty": int(n.findtext("qty", "0"))} for n in nodes]


@routes.get("/healthz")
async def healthz(request: web.Request) -> web.Response:
    return web.json_response({"ok": True})


@routes.get("/warehouses/{warehouse}/stock")
async def stock(request: web.Request) -> web.Response:
    query = StockQuery.from_request(request)
    rows = await asyncio.to_thread(run_query, query)
    total = sum(r["qty"] for r in rows)
    return web.json_response({"warehouse": query.warehouse, "items": rows, "total": total})


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
