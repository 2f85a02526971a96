import html
from string import Template

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

PAGE = Template("""<!doctype html>
<html><body>
<div class="banner banner-$level">$message</div>
<a href="/">Back to dashboard</a>
</body></html>""")

LEVELS = {"info", "warning", "error"}


async def notice(request: Request) -> HTMLResponse:
    level = request.query_params.get("level", "info")
    if level not in LEVELS:
        level = "info"
    message = html.escape(request.query_params.get("msg", "Something happened."))
    return HTMLResponse(PAGE.substitute(level=level, message=message))


app = Starlette(routes=[Route("/notice", notice)])
