import base64
import json

from bottle import Bottle, HTTPError, request, response

app = Bottle()

DEFAULT_PREFS = {"theme": "light", "page_size": 25, "columns": ["name", "status"]}
PREF_TYPES = {"theme": str, "page_size": int, "columns": list}


@app.post("/prefs/restore")
def restore_prefs():
    blob = request.forms.get("prefs_export") or request.get_cookie("prefs", "")
    if not blob:
        return DEFAULT_PREFS
    try:
        prefs = json.loads(base64.b64decode(blob.encode("ascii")).decode("utf-8"))
    except ValueError:
        raise HTTPError(400, "could not read preferences")
    if not isinstance(prefs, dict):
        raise HTTPError(400, "preferences must be an object")
    kept = {k: v for k, v in prefs.items() if k in PREF_TYPES and isinstance(v, PREF_TYPES[k])}
    response.set_cookie("prefs", blob, max_age=90 * 24 * 3600, path="/")
    return {**DEFAULT_PREFS, **kept}
