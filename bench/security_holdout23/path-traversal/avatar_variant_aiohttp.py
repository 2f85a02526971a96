from pathlib import Path

from aiohttp import web

AVATAR_ROOT = Path("/var/lib/community/avatars")

routes = web.RouteTableDef()


@routes.get(r"/users/{user_id:\d+}/avatar")
async def avatar(request: web.Request) -> web.StreamResponse:
    variant = request.query.get("variant", "medium.png")
    candidate = AVATAR_ROOT / request.match_info["user_id"] / variant
    if not str(candidate).startswith(str(AVATAR_ROOT)):
        raise web.HTTPForbidden()
    if not candidate.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(candidate, headers={"Cache-Control": "public, max-age=3600"})


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    return app
