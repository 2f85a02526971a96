from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

AVATAR_ROOT = Path("/var/app/avatars").resolve()


async def avatar(request):
    requested = request.query_params.get("img", "default.png")
    candidate = (AVATAR_ROOT / requested).resolve()
    if not candidate.is_relative_to(AVATAR_ROOT) or not candidate.is_file():
        return PlainTextResponse("not found", status_code=404)
    return FileResponse(candidate)


app = Starlette(routes=[Route("/avatar", avatar)])
