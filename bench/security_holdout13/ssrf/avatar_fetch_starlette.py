import re

import httpx
from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

AVATAR_SOURCES = {
    "github": "https://avatars.githubusercontent.com/{handle}",
    "gravatar": "https://www.gravatar.com/avatar/{handle}?s=128&d=identicon",
}
HANDLE = re.compile(r"[A-Za-z0-9_-]{1,64}")


async def avatar(request):
    source = request.path_params["source"]
    handle = request.query_params.get("handle", "")
    if source not in AVATAR_SOURCES or not HANDLE.fullmatch(handle):
        return JSONResponse({"error": "bad avatar request"}, status_code=400)
    url = AVATAR_SOURCES[source].format(handle=handle)
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        upstream = await client.get(url)
    return Response(upstream.content, media_type=upstream.headers.get("content-type", "image/png"))


app = Starlette(routes=[Route("/avatars/{source}", avatar)])
