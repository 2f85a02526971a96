from flask import Flask, request, session, redirect

app = Flask(__name__)
app.config.from_prefixed_env()

THEMES = {"light": "light", "dark": "dark", "contrast": "high-contrast"}


@app.post("/settings/theme")
def set_theme():
    requested = request.form.get("theme", "")
    theme = THEMES.get(requested, "light")
    session["theme"] = theme
    return redirect("/settings")
