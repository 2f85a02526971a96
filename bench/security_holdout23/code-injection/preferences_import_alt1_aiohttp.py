import ast

from aiohttp import web

MAX_BODY = 16 * 1024
ALLOWED_KEYS = {"theme", "page_size", "columns", "notifications"}


async def import_preferences(request):
    raw = await request.text()
    if len(raw) > MAX_BODY:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_BODY, actual_size=len(raw))
    try:
        prefs = ast.literal_eval(raw)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise web.HTTPBadRequest(text="preferences must be a dict literal")
    if not isinstance(prefs, dict) or not set(prefs) <= ALLOWED_KEYS:
        raise web.HTTPBadRequest(text="unexpected preference keys")
    request.app["prefs"][request.match_info["user"]] = prefs
    return web.json_response({"stored": sorted(prefs)})


app = web.Application(client_max_size=MAX_BODY)
app["prefs"] = {}
app.router.add_post("/users/{user}/preferences/import", import_preferences)
