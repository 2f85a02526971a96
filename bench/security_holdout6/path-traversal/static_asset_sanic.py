import os

from sanic import Sanic, response

app = Sanic("asset_server")
ASSET_ROOT = "/srv/assets"


@app.get("/assets")
async def static_asset(request):
    name = request.args.get("name", "index.css")
    path = os.path.join(ASSET_ROOT, name)
    return await response.file(path)
