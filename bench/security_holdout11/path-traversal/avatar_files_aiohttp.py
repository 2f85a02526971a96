from pathlib import Path

from aiohttp import web

AVATAR_ROOT = Path("/srv/media/avatars").resolve()


def resolve_avatar(name: str) -> Path:
    candidate = (AVATAR_ROOT / name).resolve()
    if not candidate.is_relative_to(AVATAR_ROOT):
        raise web.HTTPForbidden()
    return candidate


async def get_avatar(request: web.Request) -> web.StreamResponse:
    filename = request.match_info["filename"]
    path = resolve_avatar(filename)
    if not path.is_file():
        raise web.HTTPNotFound()
    return web.FileResponse(path)


app = web.Application()
app.router.add_get("/avatars/{filename}", get_avatar)
