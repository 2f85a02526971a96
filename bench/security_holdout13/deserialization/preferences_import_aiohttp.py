import io
import pickle

from aiohttp import web

ALLOWED_GLOBALS = {("builtins", "set"), ("builtins", "frozenset"), ("datetime", "date")}


class PreferenceUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) in ALLOWED_GLOBALS:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"global {module}.{name} is forbidden")


def load_preferences(data: bytes) -> dict:
    prefs = PreferenceUnpickler(io.BytesIO(data)).load()
    if not isinstance(prefs, dict):
        raise pickle.UnpicklingError("expected a mapping")
    return prefs


async def import_preferences(request):
    try:
        prefs = load_preferences(await request.read())
    except (pickle.UnpicklingError, EOFError):
        raise web.HTTPBadRequest(text="invalid preferences file")
    request.app["prefs"][request.match_info["user"]] = prefs
    return web.json_response({"keys": sorted(map(str, prefs))})


app = web.Application()
app["prefs"] = {}
app.router.add_post("/users/{user}/preferences/import", import_preferences)
