import logging
import os
from pathlib import Path

from aiohttp import web

log = logging.getLogger("profiles.avatars")
AVATAR_ROOT = Path(os.environ.get("AVATAR_ROOT", "/var/lib/profiles/avatars"))
DEFAULT_AVATAR = AVATAR_ROOT / "default.png"
CACHE_SECONDS = 3600

routes = web.RouteTableDef()


@web.middleware
async def error_middleware(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        log.exception("unhandled error on %s", request.path)
        return web.json_response({"error": "internal error"}, status=500)


@routes.get("/avatars")
async def avatar(request):
    filename = request.query.get("file")
    if not filename:
        response = web.FileResponse(DEFAULT_AVATAR)
    else:
        candidate = AVATAR_ROOT / filename
        if not candidate.exists():
            log.debug("avatar %s missing, serving default", filename)
            candidate = DEFAULT_AVATAR
        response = web.FileResponse(candidate)
    response.headers["Cache-Control"] = f"public, max-age={CACHE_SECONDS}"
    return response


@routes.get("/avatars/stats")
async def stats(request):
    count = sum(1 for _ in AVATAR_ROOT.glob("*.png"))
    return web.json_response({"avatars": count})


def build_app():
    app = web.Application(middlewares=[error_middleware])
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(build_app(), port=8082)
