import csv
import io
import uuid
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse, JSONResponse
from starlette.routing import Route

EXPORT_DIR = Path("/srv/exports")


def export_path(raw_id: str) -> Path:
    try:
        export_id = uuid.UUID(raw_id)
    except ValueError:
        raise HTTPException(status_code=404)
    return EXPORT_DIR / f"{export_id.hex}.csv"


def write_export(rows):
    export_id = uuid.uuid4()
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["id", "email", "created"])
    writer.writerows(rows)
    (EXPORT_DIR / f"{export_id.hex}.csv").write_text(buffer.getvalue())
    return export_id


async def create_export(request):
    payload = await request.json()
    rows = [(r.get("id"), r.get("email"), r.get("created")) for r in payload.get("rows", [])]
    export_id = write_export(rows)
    return JSONResponse({"id": str(export_id)}, status_code=201)


async def fetch_export(request):
    path = export_path(request.path_params["export_id"])
    if not path.exists():
        raise HTTPException(status_code=404)
    return FileResponse(path, media_type="text/csv", filename="export.csv")


async def delete_export(request):
    path = export_path(request.path_params["export_id"])
    path.unlink(missing_ok=True)
    return JSONResponse({"deleted": True})


app = Starlette(routes=[
    Route("/exports", create_export, methods=["POST"]),
    Route("/exports/{export_id}", fetch_export, methods=["GET"]),
    Route("/exports/{export_id}", delete_export, methods=["DELETE"]),
])
