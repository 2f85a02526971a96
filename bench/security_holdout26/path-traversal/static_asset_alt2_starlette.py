from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

ASSET_ROOT = Path("/srv/assets").resolve()


async def static_asset(request):
    requested = request.path_params["asset"]
    candidate = (ASSET_ROOT / requested).resolve()
    if not candidate.is_relative_to(ASSET_ROOT) or not candidate.is_file():
        return PlainTextResponse("not found", status_code=404)
    return FileResponse(candidate)


app = Starlette(routes=[Route("/assets/{asset:path}", static_asset)])
