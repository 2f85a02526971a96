from pathlib import Path

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

ASSET_ROOT = Path("/srv/assets").resolve()


async def static_asset(request):
    rel = request.query_params.get("path", "")
    candidate = (ASSET_ROOT / rel).resolve()
    if not candidate.is_relative_to(ASSET_ROOT) or not candidate.is_file():
        return PlainTextResponse("not found", status_code=404)
    return FileResponse(candidate)


app = Starlette(routes=[Route("/assets", static_asset)])
