import os

from bottle import Bottle, request, response
from itsdangerous import BadSignature, URLSafeTimedSerializer

app = Bottle()
signer = URLSafeTimedSerializer(os.environ["PREFS_SECRET"], salt="ui-prefs")
DEFAULTS = {"theme": "light", "density": "comfortable"}


@app.get("/ui/prefs")
def read_prefs():
    token = request.get_cookie("ui_prefs")
    prefs = dict(DEFAULTS)
    if token:
        try:
            prefs.update(signer.loads(token, max_age=30 * 86400))
        except BadSignature:
            response.delete_cookie("ui_prefs", path="/")
    return {k: prefs[k] for k in DEFAULTS}


@app.post("/ui/prefs")
def write_prefs():
    theme = "dark" if request.forms.get("theme") == "dark" else "light"
    density = "compact" if request.forms.get("density") == "compact" else "comfortable"
    token = signer.dumps({"theme": theme, "density": density})
    response.set_cookie("ui_prefs", token, path="/", httponly=True, secure=True, samesite="lax")
    return {"theme": theme, "density": density}
