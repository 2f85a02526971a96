import mimetypes
import os

from aiohttp import web

THEMES_DIR = "/opt/portal/themes"


async def theme_asset(request):
    theme = request.match_info["theme"]
    asset = request.query.get("asset", "style.css")
    full_path = f"{THEMES_DIR}/{theme}/{asset}"
    if not os.path.isfile(full_path):
        raise web.HTTPNotFound()
    with open(full_path, "rb") as fh:
        body = fh.read()
    ctype = mimetypes.guess_type(full_path)[0] or "application/octet-stream"
    return web.Response(body=body, content_type=ctype)


app = web.Application()
app.router.add_get("/themes/{theme}/asset", theme_asset)

if __name__ == "__main__":
    web.run_app(app, port=8081)
