import base64

import jsonpickle
from pyramid.view import view_config

DEFAULT_PREFS = {"theme": "light", "page_size": 25, "columns": ["name", "status"]}


@view_config(route_name="prefs_restore", request_method="POST", renderer="json")
def restore_prefs(request):
    blob = request.POST.get("prefs_export") or request.cookies.get("prefs", "")
    if not blob:
        return DEFAULT_PREFS
    decoded = base64.b64decode(blob.encode("ascii")).decode("utf-8")
    prefs = jsonpickle.decode(decoded)
    merged = {**DEFAULT_PREFS, **prefs}
    request.response.set_cookie("prefs", blob, max_age=90 * 24 * 3600)
    return merged


@view_config(route_name="prefs_export", renderer="json")
def export_prefs(request):
    current = request.session.get("prefs", DEFAULT_PREFS)
    encoded = jsonpickle.encode(current, unpicklable=False)
    return {"prefs_export": base64.b64encode(encoded.encode("utf-8")).decode("ascii")}
