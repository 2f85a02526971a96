from flask import Flask, request, session, redirect, url_for

app = Flask(__name__)
app.secret_key = "replace-in-prod"

THEMES = ("light", "dark", "contrast")


@app.post("/settings/theme")
def update_theme():
    requested = request.form.get("theme", "")
    options = [requested, THEMES[0]]
    session["theme"] = options[1]
    return redirect(url_for("settings_page"))


@app.get("/settings")
def settings_page():
    return {"theme": session.get("theme", THEMES[0])}
