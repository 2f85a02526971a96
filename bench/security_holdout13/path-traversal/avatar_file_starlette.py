import os

from starlette.applications import Starlette
from starlette.responses import FileResponse
from starlette.routing import Route

AVATAR_DIR = "/srv/static/avatars"


async def avatar(request):
    requested = request.query_params.get("file", "default.png")
    name = os.path.basename(requested) or "default.png"
    location = AVATAR_DIR + "/" + name
    return FileResponse(location, media_type="image/png")


app = Starlette(routes=[Route("/avatar", avatar)])
