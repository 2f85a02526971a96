from pathlib import Path

import anyio
from litestar import Litestar, get
from litestar.exceptions import NotFoundException, PermissionDeniedException
from litestar.response import Response

ATTACHMENTS = Path("/var/lib/helpdesk/attachments").resolve()


@get("/tickets/{ticket:int}/attachment")
async def read_attachment(ticket: int, name: str) -> Response[bytes]:
    base = (ATTACHMENTS / str(ticket)).resolve()
    target = (base / name).resolve()
    if not target.is_relative_to(base):
        raise PermissionDeniedException()
    if not target.is_file():
        raise NotFoundException()
    data = await anyio.Path(target).read_bytes()
    return Response(
        data,
        media_type="application/octet-stream",
        headers={"Content-Disposition": f'attachment; filename="{target.name}"'},
    )


app = Litestar(route_handlers=[read_attachment])
