import os
import time

import msgpack
from aiohttp import web

MAX_UPLOAD = 1024 * 1024
STORE: dict[str, dict] = {}
WIDGET_TYPES = {"line", "bar", "table", "counter"}


def check_snapshot(doc):
    if not isinstance(doc, dict) or doc.get("version") != 2:
        raise web.HTTPBadRequest(text="unsupported snapshot version")
    widgets = doc.get("widgets")
    if not isinstance(widgets, list) or len(widgets) > 40:
        raise web.HTTPBadRequest(text="widgets must be a list of at most 40 items")
    for w in widgets:
        if not isinstance(w, dict) or w.get("type") not in WIDGET_TYPES:
            raise web.HTTPBadRequest(text="unknown widget type")
    return {"title": str(doc.get("title", "Untitled"))[:120], "widgets": widgets}


async def import_snapshot(request: web.Request):
    reader = await request.multipart()
    part = await reader.next()
    if part is None or part.name != "snapshot":
        raise web.HTTPBadRequest(text="snapshot field missing")
    data = await part.read(decode=False)
    if len(data) > MAX_UPLOAD:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_UPLOAD, actual_size=len(data))
    try:
        doc = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except (msgpack.ExtraData, msgpack.FormatError, msgpack.StackError, ValueError) as exc:
        raise web.HTTPBadRequest(text="snapshot is not valid msgpack") from exc
    snap = check_snapshot(doc)
    snap_id = os.urandom(8).hex()
    STORE[snap_id] = {**snap, "imported_at": time.time()}
    return web.json_response({"id": snap_id, "widgets": len(snap["widgets"])}, status=201)


async def export_snapshot(request: web.Request):
    snap = STORE.get(request.match_info["snap_id"])
    if snap is None:
        raise web.HTTPNotFound()
    body = msgpack.packb({"version": 2, "title": snap["title"], "widgets": snap["widgets"]})
    return web.Response(body=body, content_type="application/x-msgpack")


app = web.Application(client_max_size=MAX_UPLOAD + 4096)
app.add_routes([
    web.post("/dashboards/import", import_snapshot),
    web.get("/dashboards/{snap_id}/export", export_snapshot),
])

if __name__ == "__main__":
    web.run_app(app)
