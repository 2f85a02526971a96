import mimetypes
import re
from urllib.parse import quote
from uuid import UUID

from litestar import Litestar, Request, delete, get
from litestar.exceptions import NotFoundException
from litestar.response import Response

TRACE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
ASCII_NAME = re.compile(r"[^A-Za-z0-9._ -]+")


def disposition(name: str) -> str:
    fallback = ASCII_NAME.sub("_", name)[:120] or "download"
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(name)}"


@get("/files")
async def list_files(request: Request) -> list[dict]:
    owner = request.headers.get("x-authenticated-user")
    items = await request.app.state.storage.list(owner)
    return [{"id": str(i.id), "name": i.name, "size": i.size} for i in items]


@get("/files/{file_id:uuid}/download")
async def download(request: Request, file_id: UUID, save_as: str | None = None,
                   trace: str | None = None) -> Response:
    owner = request.headers.get("x-authenticated-user")
    storage = request.app.state.storage
    item = await storage.get(owner, file_id)
    if item is None:
        raise NotFoundException("no such file")
    content_type = mimetypes.guess_type(item.name)[0] or "application/octet-stream"
    headers = {
        "Content-Disposition": disposition(save_as or item.name),
        "X-File-Id": str(file_id),
        "Cache-Control": "private, max-age=0",
    }
    if trace and TRACE_ID.fullmatch(trace):
        headers["X-Client-Trace"] = trace
    data = await storage.read(item)
    return Response(data, media_type=content_type, headers=headers)


@delete("/files/{file_id:uuid}", status_code=200)
async def delete_file(request: Request, file_id: UUID) -> dict:
    owner = request.headers.get("x-authenticated-user")
    removed = await request.app.state.storage.delete(owner, file_id)
    if not removed:
        raise NotFoundException("no such file")
    return {"deleted": str(file_id)}


app = Litestar(route_handlers=[list_files, download, delete_file])
