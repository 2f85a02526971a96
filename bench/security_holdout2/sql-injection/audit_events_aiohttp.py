import psycopg2
import psycopg2.extras
from aiohttp import web


class AuditRepository:
    def __init__(self, dsn):
        self.dsn = dsn

    def events_for_users(self, user_ids, action):
        id_list = ", ".join(user_ids)
        sql = ("SELECT user_id, action, created_at FROM audit_events "
               "WHERE user_id IN (" + id_list + ") AND action = %s "
               "ORDER BY created_at DESC LIMIT 200")
        with psycopg2.connect(self.dsn) as conn:
            with conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
                cur.execute(sql, (action,))
                return cur.fetchall()


async def audit_events(request):
    repo = request.app["audit_repo"]
    user_ids = request.query.get("users", "").split(",")
    action = request.query.get("action", "login")
    rows = repo.events_for_users(user_ids, action)
    for row in rows:
        row["created_at"] = row["created_at"].isoformat()
    return web.json_response(rows)


def create_app():
    app = web.Application()
    app["audit_repo"] = AuditRepository("dbname=audit user=auditor")
    app.router.add_get("/audit/events", audit_events)
    return app
