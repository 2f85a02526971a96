import re
import subprocess

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

NAME_RE = re.compile(r"[A-Za-z0-9_]{1,64}\.(png|jpg)")


async def make_thumbnail(request):
    form = await request.form()
    name = str(form.get("image", ""))
    if not NAME_RE.fullmatch(name):
        return JSONResponse({"error": "bad image name"}, status_code=400)
    source = f"/srv/uploads/{name}"
    target = f"/srv/thumbs/{name}"
    subprocess.run(["convert", source, "-resize", "128x128", target], check=True, timeout=30)
    return JSONResponse({"thumbnail": target})


app = Starlette(routes=[Route("/thumbnails", make_thumbnail, methods=["POST"])])
