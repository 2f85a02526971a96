import csv
import io
import uuid
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

EXPORTS = {}


def render_csv(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "name", "amount"])
    writer.writerows(rows)
    return buf.getvalue().encode()


def content_disposition(filename: str) -> str:
    encoded = quote(filename, "")
    return f"attachment; filename=\"export.csv\"; filename*=UTF-8''{encoded}"


async def create_export(request):
    body = await request.json()
    rows = [(r.get("id"), r.get("name"), r.get("amount")) for r in body.get("rows", [])]
    export_id = uuid.uuid4().hex
    EXPORTS[export_id] = render_csv(rows)
    return JSONResponse({"id": export_id}, status_code=201)


async def list_exports(request):
    return JSONResponse(sorted(EXPORTS))


async def download_export(request):
    export_id = request.path_params["export_id"]
    data = EXPORTS.get(export_id)
    if data is None:
        return JSONResponse({"error": "not found"}, status_code=404)
    filename = request.query_params.get("filename", f"{export_id}.csv")
    headers = {"Content-Disposition": content_disposition(filename)}
    return Response(data, media_type="text/csv", headers=headers)


async def health(request):
    return JSONResponse({"ok": True, "exports": len(EXPORTS)})


app = Starlette(routes=[
    Route("/exports", create_export, methods=["POST"]),
    Route("/exports", list_exports, methods=["GET"]),
    Route("/exports/{export_id}", download_export),
    Route("/health", health),
])
