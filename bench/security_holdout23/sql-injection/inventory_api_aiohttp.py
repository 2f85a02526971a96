import json

import psycopg
from aiohttp import web
from psycopg import sql
from psycopg.rows import dict_row

DSN = "postgresql://inventory@db.internal/inventory"
ENTITY_TABLES = {
    "parts": "inventory_part",
    "suppliers": "inventory_supplier",
    "bins": "inventory_bin",
}
FILTERABLE = {
    "inventory_part": {"sku", "family", "supplier_id"},
    "inventory_supplier": {"country", "name"},
    "inventory_bin": {"zone", "aisle"},
}

routes = web.RouteTableDef()


def _dumps(obj):
    return json.dumps(obj, default=str)


async def init_db(app):
    app["db"] = await psycopg.AsyncConnection.connect(DSN, row_factory=dict_row, autocommit=True)
    yield
    await app["db"].close()


@routes.get("/health")
async def health(request):
    async with request.app["db"].cursor() as cur:
        await cur.execute("SELECT 1 AS up")
        row = await cur.fetchone()
    return web.json_response({"database": bool(row["up"])})


@routes.get("/entities/{kind}")
async def list_entities(request):
    table = ENTITY_TABLES.get(request.match_info["kind"])
    if table is None:
        raise web.HTTPNotFound()
    conditions = []
    values = []
    for field, value in request.query.items():
        if field not in FILTERABLE[table]:
            raise web.HTTPBadRequest(text="unsupported filter field")
        conditions.append(sql.SQL("{} = %s").format(sql.Identifier(field)))
        values.append(value)
    query = sql.SQL("SELECT * FROM {}").format(sql.Identifier(table))
    if conditions:
        query = query + sql.SQL(" WHERE ") + sql.SQL(" AND ").join(conditions)
    query = query + sql.SQL(" LIMIT 500")
    async with request.app["db"].cursor() as cur:
        await cur.execute(query, values)
        rows = await cur.fetchall()
    return web.json_response(rows, dumps=_dumps)


@routes.post("/parts/{sku}/adjust")
async def adjust_stock(request):
    payload = await request.json()
    try:
        delta = int(payload["delta"])
    except (KeyError, TypeError, ValueError):
        raise web.HTTPBadRequest(text="delta must be an integer")
    async with request.app["db"].cursor() as cur:
        await cur.execute(
            "UPDATE inventory_part SET on_hand = on_hand + %s WHERE sku = %s RETURNING sku, on_hand",
            (delta, request.match_info["sku"]),
        )
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response(row, dumps=_dumps)


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(init_db)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8081)
