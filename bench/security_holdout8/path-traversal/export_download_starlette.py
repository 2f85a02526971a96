from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse
from starlette.routing import Route

EXPORT_DIR = Path("/srv/exports").resolve()
EXPORT_SUFFIXES = {".csv", ".xlsx"}


async def download_export(request):
    requested = request.query_params.get("file", "")
    target = (EXPORT_DIR / requested).resolve()
    if not target.is_relative_to(EXPORT_DIR) or target == EXPORT_DIR:
        raise HTTPException(status_code=403)
    if target.suffix not in EXPORT_SUFFIXES or not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target, filename=target.name)


app = Starlette(routes=[Route("/exports/download", download_export)])
