from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Route

DOCS_ROOT = Path("/srv/shared-docs").resolve()
HIDDEN_SUFFIXES = {".tmp", ".part"}


def resolve_document(relative: str) -> Path:
    candidate = (DOCS_ROOT / relative).resolve()
    if not candidate.is_relative_to(DOCS_ROOT):
        raise HTTPException(status_code=403, detail="outside document root")
    if candidate.suffix in HIDDEN_SUFFIXES or not candidate.is_file():
        raise HTTPException(status_code=404, detail="not found")
    return candidate


async def index(request: Request) -> JSONResponse:
    entries = [
        str(p.relative_to(DOCS_ROOT))
        for p in DOCS_ROOT.rglob("*")
        if p.is_file() and p.suffix not in HIDDEN_SUFFIXES
    ]
    return JSONResponse({"documents": sorted(entries)})


async def document(request: Request) -> FileResponse:
    relative = request.path_params["doc_path"]
    target = resolve_document(relative)
    return FileResponse(target, filename=target.name)


async def metadata(request: Request) -> JSONResponse:
    target = resolve_document(request.query_params.get("path", ""))
    stat = target.stat()
    return JSONResponse({"name": target.name, "size": stat.st_size, "modified": stat.st_mtime})


async def healthz(request: Request) -> JSONResponse:
    return JSONResponse({"ok": DOCS_ROOT.is_dir()})


routes = [
    Route("/docs", index),
    Route("/docs/{doc_path:path}", document),
    Route("/meta", metadata),
    Route("/healthz", healthz),
]

app = Starlette(routes=routes)
