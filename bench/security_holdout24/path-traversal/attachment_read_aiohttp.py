from pathlib import Path

import aiofiles
from aiohttp import web

ATTACHMENTS = Path("/var/lib/helpdesk/attachments")


async def read_attachment(request: web.Request) -> web.Response:
    ticket = request.match_info["ticket"]
    name = request.query.get("name", "")
    if not name or ".." in name:
        raise web.HTTPForbidden()
    path = ATTACHMENTS / ticket / name
    if not path.is_file():
        raise web.HTTPNotFound()
    async with aiofiles.open(path, "rb") as fh:
        data = await fh.read()
    return web.Response(
        body=data,
        content_type="application/octet-stream",
        headers={"Content-Disposition": f'attachment; filename="{path.name}"'},
    )


app = web.Application()
app.router.add_get(r"/tickets/{ticket:\d+}/attachment", read_attachment)
