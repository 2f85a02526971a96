import sqlite3

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


async def users_by_name(request):
    name = request.query_params.get("name", "")
    rows = sqlite3.connect("app.db").execute("SELECT * FROM users WHERE name = '%s'" % name).fetchall()
    return JSONResponse({"users": rows})


async def users_by_team(request):
    team = request.headers.get("x-team", "")
    rows = sqlite3.connect("app.db").execute("SELECT * FROM users WHERE team = ?", (team,)).fetchall()
    return JSONResponse({"users": rows})


async def switch_user(request):
    request.session["user_id"] = request.cookies.get("impersonate")
    return JSONResponse({"ok": True})


app = Starlette(
    routes=[
        Route("/users/by-name", users_by_name),
        Route("/users/by-team", users_by_team),
        Route("/session/user", switch_user, methods=["POST"]),
    ]
)
