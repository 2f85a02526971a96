import bottle
from beaker.middleware import SessionMiddleware

ALLOWED_THEMES = {"light", "dark", "high-contrast"}
ALLOWED_DENSITY = {"compact", "comfortable"}

app = bottle.Bottle()


@app.post("/preferences")
def save_preferences():
    beaker_session = bottle.request.environ["beaker.session"]
    theme = bottle.request.forms.get("theme", "light")
    density = bottle.request.forms.get("density", "comfortable")
    if theme not in ALLOWED_THEMES or density not in ALLOWED_DENSITY:
        bottle.abort(400, "Unsupported preference")
    beaker_session["ui"] = {"theme": theme, "density": density}
    beaker_session.save()
    return {"saved": True}


@app.get("/preferences")
def get_preferences():
    beaker_session = bottle.request.environ["beaker.session"]
    return beaker_session.get("ui", {"theme": "light", "density": "comfortable"})


session_opts = {"session.type": "file", "session.data_dir": "/var/lib/app/sessions", "session.auto": False}
application = SessionMiddleware(app, session_opts)
