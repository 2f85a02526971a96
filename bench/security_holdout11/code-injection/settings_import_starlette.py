import ast

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DEFAULTS = {"theme": "light", "page_size": 25, "tags": []}


async def import_settings(request):
    form = await request.form()
    raw = form.get("settings", "{}")
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return JSONResponse({"error": "malformed"}, status_code=400)
    if not isinstance(parsed, dict):
        return JSONResponse({"error": "expected mapping"}, status_code=400)
    merged = {**DEFAULTS, **{k: v for k, v in parsed.items() if k in DEFAULTS}}
    return JSONResponse(merged)


app = Starlette(routes=[Route("/settings/import", import_settings, methods=["POST"])])
