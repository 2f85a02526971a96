from jinja2 import DictLoader, Environment, select_autoescape
from sanic import Sanic
from sanic.response import html

app = Sanic("status_banner")
env = Environment(
    loader=DictLoader({"banner.html": "<div class='banner {{ level }}'>{{ message }}</div>"}),
    autoescape=select_autoescape(default_for_string=True, default=True),
)
LEVELS = {"info", "warning", "error"}


@app.get("/banner")
async def banner(request):
    message = request.args.get("message", "")
    level = request.args.get("level", "info")
    if level not in LEVELS:
        level = "info"
    page = env.get_template("banner.html").render(message=message, level=level)
    return html(page)
