import os

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

THEMES_DIR = os.environ.get("THEMES_DIR", "/opt/portal/themes")


async def theme_asset(request):
    theme = request.path_params["theme"]
    asset = request.query_params.get("asset", "style.css")
    path = os.path.join(THEMES_DIR, theme, asset)
    if not os.path.isfile(path):
        return PlainTextResponse("not found", status_code=404)
    return FileResponse(path)


async def theme_index(request):
    themes = sorted(os.listdir(THEMES_DIR))
    return PlainTextResponse("\n".join(themes))


app = Starlette(
    routes=[
        Route("/themes", theme_index),
        Route("/themes/{theme}/asset", theme_asset),
    ]
)
