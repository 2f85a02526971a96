from aiohttp import web
import asyncpg


def build_filters(params):
    clauses = ["o.deleted_at IS NULL"]
    status = params.get("status")
    if status:
        clauses.append(f"o.status = '{status}'")
    customer = params.get("customer")
    if customer:
        clauses.append(f"c.email = '{customer}'")
    return " AND ".join(clauses)


async def list_orders(request: web.Request) -> web.Response:
    where = build_filters(request.query)
    query = (
        "SELECT o.id, o.total, o.status FROM orders o "
        "JOIN customers c ON c.id = o.customer_id WHERE " + where
    )
    pool: asyncpg.Pool = request.app["pool"]
    async with pool.acquire() as conn:
        rows = await conn.fetch(query)
    return web.json_response(
        [{"id": r["id"], "total": str(r["total"]), "status": r["status"]} for r in rows]
    )
