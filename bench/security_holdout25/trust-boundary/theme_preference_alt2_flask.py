import os

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]

THEMES = {"light": "light", "dark": "dark", "contrast": "high-contrast"}
DEFAULT_THEME = "light"


def resolve_theme(requested):
    return THEMES.get((requested or "").lower(), THEMES[DEFAULT_THEME])


def store_theme(theme):
    session["theme"] = theme


@app.post("/settings/theme")
def change_theme():
    theme = resolve_theme(request.form.get("theme"))
    store_theme(theme)
    return redirect(url_for("settings"))


@app.get("/settings")
def settings():
    return {"theme": session.get("theme", DEFAULT_THEME)}
