from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse
from starlette.routing import Route

DOCS_ROOT = Path("/srv/handbook")


async def handbook_page(request):
    section = request.query_params.get("section", "general")
    page = request.query_params.get("page", "index.html")
    if "/" in page or "\\" in page or page.startswith("."):
        raise HTTPException(status_code=400, detail="invalid page name")
    target = DOCS_ROOT / section / page
    if not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target)


app = Starlette(routes=[Route("/handbook", handbook_page)])
