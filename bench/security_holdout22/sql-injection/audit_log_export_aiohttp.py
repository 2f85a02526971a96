import csv
import io
from datetime import date

from aiohttp import web
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

routes = web.RouteTableDef()

EXPORT_COLUMNS = ("id", "actor_email", "action", "target", "created_at")


@routes.get("/admin/audit-log/export")
async def export_audit_log(request: web.Request) -> web.StreamResponse:
    if request.get("user") is None or not request["user"].is_admin:
        raise web.HTTPForbidden()

    since_raw = request.query.get("since")
    try:
        since = date.fromisoformat(since_raw) if since_raw else date.today()
    except ValueError:
        raise web.HTTPBadRequest(text="since must be an ISO date")

    clauses = ["created_at >= :since"]
    actor = request.headers.get("X-Audit-Actor", "").strip()
    if actor:
        clauses.append("actor_email = '{}'".format(actor))

    sql = (
        "SELECT " + ", ".join(EXPORT_COLUMNS) + " FROM audit_events WHERE "
        + " AND ".join(clauses)
        + " ORDER BY created_at DESC LIMIT 5000"
    )

    async with request.app["db"].connect() as conn:
        result = await conn.execute(text(sql), {"since": since})
        rows = result.fetchall()

    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(EXPORT_COLUMNS)
    writer.writerows(rows)

    return web.Response(
        text=buffer.getvalue(),
        content_type="text/csv",
        headers={"Content-Disposition": f"attachment; filename=audit-{since}.csv"},
    )


async def init_db(app: web.Application):
    app["db"] = create_async_engine(app["config"]["AUDIT_DSN"], pool_size=5)
    yield
    await app["db"].dispose()


def create_app(config: dict) -> web.Application:
    app = web.Application()
    app["config"] = config
    app.add_routes(routes)
    app.cleanup_ctx.append(init_db)
    return app
