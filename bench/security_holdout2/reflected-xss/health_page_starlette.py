import platform
import time

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

VERSION = "3.14.2"
STARTED = time.time()


async def health(request):
    uptime = int(time.time() - STARTED)
    page = (
        "<html><body><h1>OK</h1>"
        f"<p>host {platform.node()} &middot; version {VERSION} &middot; up {uptime}s</p>"
        "</body></html>"
    )
    return HTMLResponse(page)


app = Starlette(routes=[Route("/healthz", health)])
