import asyncpg
from aiohttp import web

TABLES = {"active": "users_active", "archived": "users_archive"}


async def list_users(request):
    scope = request.match_info.get("scope", "active")
    table = TABLES.get(scope)
    if table is None:
        raise web.HTTPNotFound()
    email_domain = request.query.get("domain", "")
    query = "SELECT id, email FROM " + table + " WHERE email LIKE '%@' || $1 ORDER BY id LIMIT 100"
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(query, email_domain)
    return web.json_response([dict(r) for r in rows])


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(dsn="postgresql://app@db/tenants")
    yield
    await app["pool"].close()


app = web.Application()
app.cleanup_ctx.append(init_pool)
app.router.add_get("/users/{scope}", list_users)
