import os

from starlette.applications import Starlette
from starlette.responses import FileResponse, PlainTextResponse
from starlette.routing import Route

THEME_DIR = "/srv/app/themes"
THEME_FILES = {
    "light": "light.css",
    "dark": "dark.css",
    "contrast": "high-contrast.css",
}


async def theme_stylesheet(request):
    theme = request.query_params.get("theme", "light")
    filename = THEME_FILES.get(theme)
    if filename is None:
        return PlainTextResponse("unknown theme", status_code=404)
    return FileResponse(os.path.join(THEME_DIR, filename), media_type="text/css")


app = Starlette(routes=[Route("/theme.css", theme_stylesheet)])
