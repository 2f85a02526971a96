import mimetypes
import re
from pathlib import PurePosixPath

from sanic import Sanic, json
from sanic.exceptions import NotFound
from sanic.response import raw

app = Sanic("downloads")
TRACE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def storage(request):
    return request.app.ctx.storage


@app.get("/files")
async def list_files(request):
    owner = request.headers.get("X-Authenticated-User")
    items = await storage(request).list(owner)
    return json([{"id": i.id, "name": i.name, "size": i.size} for i in items])


@app.get("/files/<file_id:uuid>/download")
async def download(request, file_id):
    owner = request.headers.get("X-Authenticated-User")
    item = await storage(request).get(owner, file_id)
    if item is None:
        raise NotFound("no such file")
    save_as = request.args.get("save_as") or item.name
    content_type = mimetypes.guess_type(item.name)[0] or "application/octet-stream"
    headers = {
        "Content-Disposition": f'attachment; filename="{save_as}"',
        "X-File-Id": str(file_id),
        "Cache-Control": "private, max-age=0",
    }
    trace = request.args.get("trace")
    if trace and TRACE_ID.fullmatch(trace):
        headers["X-Client-Trace"] = trace
    data = await storage(request).read(item)
    return raw(data, content_type=content_type, headers=headers)


@app.delete("/files/<file_id:uuid>")
async def delete_file(request, file_id):
    owner = request.headers.get("X-Authenticated-User")
    removed = await storage(request).delete(owner, file_id)
    if not removed:
        raise NotFound("no such file")
    return json({"deleted": str(file_id), "name": PurePosixPath(removed.name).name})
