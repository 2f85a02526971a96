import hashlib

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from .plugins import approved_digest_for, install_package


async def install_plugin(request):
    plugin_id = request.path_params["plugin_id"]
    expected = await approved_digest_for(plugin_id)
    if expected is None:
        return JSONResponse({"error": "plugin has not been reviewed"}, status_code=404)
    package = await request.body()
    actual = hashlib.md5(package).hexdigest()
    if actual != expected:
        return JSONResponse({"error": "package does not match the reviewed build"}, status_code=409)
    await install_package(plugin_id, package)
    return JSONResponse({"installed": plugin_id, "digest": actual})


app = Starlette(routes=[Route("/plugins/{plugin_id}/install", install_plugin, methods=["POST"])])
