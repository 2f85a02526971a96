import ast

from bottle import Bottle, HTTPError, request

app = Bottle()
SETTINGS = {}


@app.post("/settings/<key>")
def update_setting(key):
    raw = request.forms.get("value", "")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise HTTPError(400, "value must be a Python literal")
    if not isinstance(value, (int, float, str, bool, list, dict)):
        raise HTTPError(400, "unsupported type")
    SETTINGS[key] = value
    return {"key": key, "value": value}
