import bottle
from beaker.middleware import SessionMiddleware

THEMES = ("light", "dark", "high-contrast", "solarized")

app = bottle.Bottle()


@app.post("/preferences/theme")
def set_theme():
    s = bottle.request.environ["beaker.session"]
    theme = bottle.request.forms.getunicode("theme", default="")
    if theme not in THEMES:
        bottle.abort(400, "unknown theme")
    s["theme"] = theme
    s.save()
    return {"theme": theme}


@app.get("/preferences")
def show_preferences():
    s = bottle.request.environ["beaker.session"]
    return {"theme": s.get("theme", THEMES[0])}


session_opts = {
    "session.type": "file",
    "session.data_dir": "/var/lib/notes/sessions",
    "session.httponly": True,
    "session.auto": False,
}
application = SessionMiddleware(app, session_opts)
