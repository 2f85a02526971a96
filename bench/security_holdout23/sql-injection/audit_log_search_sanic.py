import asyncpg
from sanic import Sanic
from sanic.response import json

app = Sanic("audit")


@app.before_server_start
async def setup_pool(app, _loop):
    dsn = app.config.get("AUDIT_DSN", "postgresql://audit@localhost/audit")
    app.ctx.pool = await asyncpg.create_pool(dsn=dsn)


@app.get("/audit/events")
async def search_events(request):
    actor = request.args.get("actor", "")
    action = request.args.get("action", "%")
    limit = min(int(request.args.get("limit", 50)), 500)
    async with app.ctx.pool.acquire() as conn:
        rows = await conn.fetch(
            "SELECT id, actor, action, created_at FROM audit_event "
            "WHERE actor = $1 AND action LIKE $2 ORDER BY created_at DESC LIMIT $3",
            actor, action, limit,
        )
    return json([{**dict(r), "created_at": r["created_at"].isoformat()} for r in rows])
