import yaml
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

REQUIRED_KEYS = {"service", "image", "replicas"}


async def validate_manifest(request):
    body = await request.body()
    try:
        manifest = yaml.load(body, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        return JSONResponse({"valid": False, "error": str(exc)}, status_code=400)
    if not isinstance(manifest, dict):
        return JSONResponse({"valid": False, "error": "mapping expected"}, status_code=400)
    missing = sorted(REQUIRED_KEYS - manifest.keys())
    replicas = manifest.get("replicas")
    if replicas is not None and not (isinstance(replicas, int) and 0 < replicas <= 50):
        missing.append("replicas must be 1..50")
    return JSONResponse({"valid": not missing, "problems": missing})


app = Starlette(routes=[Route("/manifests/validate", validate_manifest, methods=["POST"])])
