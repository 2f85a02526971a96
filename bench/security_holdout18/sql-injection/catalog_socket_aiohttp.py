import json

import asyncpg
from aiohttp import WSMsgType, web


def build_filter(category: str, max_price) -> str:
    clause = f"category = '{category}'"
    if max_price is not None:
        clause += f" AND price <= {float(max_price)}"
    return clause


async def catalog_socket(request: web.Request) -> web.WebSocketResponse:
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    pool: asyncpg.Pool = request.app["db"]
    async for msg in ws:
        if msg.type != WSMsgType.TEXT:
            continue
        query = json.loads(msg.data)
        where = build_filter(query.get("category", "all"), query.get("max_price"))
        async with pool.acquire() as conn:
            rows = await conn.fetch(f"SELECT id, name, price FROM products WHERE {where} ORDER BY name")
        await ws.send_json([{"id": r["id"], "name": r["name"], "price": str(r["price"])} for r in rows])
    return ws


app = web.Application()
app.router.add_get("/ws/catalog", catalog_socket)
