import os

from quart import Quart, request, session

app = Quart(__name__)
app.secret_key = os.environ["APP_SECRET"]

THEMES = {"light", "dark", "contrast"}


@app.route("/theme", methods=["POST"])
async def choose_theme():
    raw = request.cookies.get("theme", "light").strip().lower()
    theme = raw if raw in THEMES else "light"
    session["theme"] = theme
    return {"theme": theme}
