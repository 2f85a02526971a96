import re

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from .store import fetch_items

CURSOR_RE = re.compile(r"^[A-Za-z0-9_-]{0,64}$")


async def list_items(request):
    cursor = request.query_params.get("cursor", "")
    if "\r" in cursor or "\n" in cursor or not CURSOR_RE.match(cursor):
        return JSONResponse({"error": "malformed cursor"}, status_code=400)
    items, next_cursor = await fetch_items(after=cursor or None, limit=100)
    response = JSONResponse({"items": items})
    response.headers["X-Page-Cursor"] = cursor
    if next_cursor:
        response.headers["Link"] = f'<{request.url.path}?cursor={next_cursor}>; rel="next"'
    return response


app = Starlette(routes=[Route("/items", list_items)])
