import asyncpg
from aiohttp import web


class AuditLogRepository:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def entries_for(self, actor, limit=50):
        query = (
            "SELECT id, action, target FROM audit_log "
            "WHERE actor = '{}' ORDER BY created_at DESC LIMIT {}"
        ).format(actor, limit)
        async with self.pool.acquire() as conn:
            return await conn.fetch(query)


async def audit_entries(request: web.Request) -> web.Response:
    repo = AuditLogRepository(request.app["pg_pool"])
    rows = await repo.entries_for(request.match_info["actor"])
    return web.json_response([{"id": r["id"], "action": r["action"], "target": r["target"]} for r in rows])


app = web.Application()
app.router.add_get("/audit/{actor}", audit_entries)
