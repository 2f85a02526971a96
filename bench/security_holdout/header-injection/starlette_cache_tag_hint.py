import re

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

TAG_RE = re.compile(r"[a-z0-9_-]{1,64}")


def cache_tags(tags):
    return ",".join(t for t in tags if isinstance(t, str) and TAG_RE.fullmatch(t))


async def release(request):
    body = await request.json()
    await request.app.state.pages.release(body["page_id"])
    response = JSONResponse({"released": True})
    response.headers["Cache-Tag"] = cache_tags(body.get("tags", []))
    return response


app = Starlette(routes=[Route("/release", release, methods=["POST"])])
