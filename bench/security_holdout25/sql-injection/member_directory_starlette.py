from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

engine = create_async_engine("postgresql+asyncpg://app@db/app")

SORT_COLUMNS = {"name": "display_name", "joined": "created_at", "team": "team_name"}


async def directory(request):
    params = request.query_params
    order_by = SORT_COLUMNS.get(params.get("sort", "name"), "display_name")
    direction = "DESC" if params.get("dir") == "desc" else "ASC"
    team = params.get("team", "")
    stmt = text(
        "SELECT id, display_name, team_name FROM members "
        f"WHERE team_name LIKE :team ORDER BY {order_by} {direction}"
    )
    async with engine.connect() as conn:
        result = await conn.execute(stmt, {"team": f"{team}%"})
        rows = [dict(r._mapping) for r in result]
    return JSONResponse(rows, headers={"Cache-Control": "no-store"})


app = Starlette(routes=[Route("/members", directory)])
