from jinja2 import DictLoader, Environment, select_autoescape
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

env = Environment(
    loader=DictLoader({"banner.html": "<div class='banner {{ level }}'>{{ message }}</div>"}),
    autoescape=select_autoescape(["html"]),
)
LEVELS = {"info", "warning", "error"}


async def banner(request):
    level = request.query_params.get("level", "info")
    if level not in LEVELS:
        level = "info"
    message = request.query_params.get("msg", "")
    return HTMLResponse(env.get_template("banner.html").render(level=level, message=message))


app = Starlette(routes=[Route("/banner", banner)])
