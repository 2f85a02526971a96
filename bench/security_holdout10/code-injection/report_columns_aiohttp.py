import logging
from decimal import Decimal

from aiohttp import web

log = logging.getLogger("reports")
routes = web.RouteTableDef()

# Derived columns offered in the report builder UI.
DERIVED_COLUMNS = {
    "margin": "revenue - cost",
    "margin_pct": "(revenue - cost) / revenue * 100 if revenue else 0",
    "unit_price": "revenue / units if units else 0",
}

SAMPLE_ROWS = [
    {"region": "north", "revenue": 1200.0, "cost": 800.0, "units": 40},
    {"region": "south", "revenue": 950.0, "cost": 700.0, "units": 31},
    {"region": "west", "revenue": 0.0, "cost": 50.0, "units": 0},
]


def compute_column(expression, row):
    values = {k: row[k] for k in ("revenue", "cost", "units")}
    return eval(expression, {"__builtins__": {}}, values)


def to_money(value):
    return str(Decimal(str(value)).quantize(Decimal("0.01")))


@routes.get("/reports/columns")
async def columns(request):
    return web.json_response(sorted(DERIVED_COLUMNS))


@routes.get("/reports/regional")
async def regional(request):
    requested = request.query.getall("col", [])
    unknown = [c for c in requested if c not in DERIVED_COLUMNS]
    if unknown:
        raise web.HTTPBadRequest(text="unknown columns requested")
    out = []
    for row in SAMPLE_ROWS:
        item = {"region": row["region"]}
        for col in requested:
            item[col] = to_money(compute_column(DERIVED_COLUMNS[col], row))
        out.append(item)
    log.info("regional report with %d derived columns", len(requested))
    return web.json_response(out)


def create_app():
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
