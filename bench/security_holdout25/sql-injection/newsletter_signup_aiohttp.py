import asyncpg
from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/newsletter/subscribe")
async def subscribe(request: web.Request) -> web.Response:
    form = await request.post()
    email = str(form.get("email", "")).strip().lower()
    topics = [str(t) for t in form.getall("topic", [])]
    if "@" not in email:
        raise web.HTTPBadRequest(text="email required")
    pool: asyncpg.Pool = request.app["pool"]
    async with pool.acquire() as conn:
        await conn.execute(
            "INSERT INTO subscribers (email, topics) VALUES ($1, $2) "
            "ON CONFLICT (email) DO UPDATE SET topics = EXCLUDED.topics",
            email,
            topics,
        )
    return web.json_response({"subscribed": email, "topics": topics})


app = web.Application()
app.add_routes(routes)
