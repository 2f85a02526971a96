from pathlib import Path

from aiohttp import web

AVATAR_DIR = Path("/srv/app/avatars").resolve()
routes = web.RouteTableDef()


@routes.get("/avatars/{user}/{image}")
async def avatar_image(request: web.Request) -> web.StreamResponse:
    user = request.match_info["user"]
    image = request.match_info["image"]
    candidate = (AVATAR_DIR / user / image).resolve()
    if not candidate.is_relative_to(AVATAR_DIR):
        raise web.HTTPForbidden()
    if not candidate.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(candidate, headers={"Cache-Control": "public, max-age=600"})


app = web.Application()
app.add_routes(routes)
