import html

from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

LEVELS = {"info", "warning", "error"}


async def banner(request):
    text = request.query_params.get("msg", "")
    level = request.query_params.get("level", "info")
    if level not in LEVELS:
        level = "info"
    content = '<div class="banner banner-{}">{}</div>'.format(
        level, html.escape(text, quote=True)
    )
    return HTMLResponse("<html><body>" + content + "</body></html>")


app = Starlette(routes=[Route("/banner", banner)])
