import yaml
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

ALLOWED_KEYS = {"type", "title", "query", "refresh"}


async def preview_widget(request):
    text = (await request.body()).decode("utf-8", errors="replace")
    try:
        spec = yaml.load(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return JSONResponse({"error": "invalid YAML"}, status_code=400)
    if not isinstance(spec, dict):
        return JSONResponse({"error": "expected a mapping"}, status_code=400)
    unknown = set(map(str, spec)) - ALLOWED_KEYS
    if unknown:
        return JSONResponse({"error": f"unknown keys: {sorted(unknown)}"}, status_code=400)
    return JSONResponse({"preview": {k: str(v) for k, v in spec.items()}})


app = Starlette(routes=[Route("/widgets/preview", preview_widget, methods=["POST"])])
