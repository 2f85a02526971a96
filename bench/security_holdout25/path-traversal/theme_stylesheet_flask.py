import os

from flask import Flask, request, send_file

app = Flask(__name__)
THEMES_DIR = os.path.join(app.root_path, "static", "themes")
DEFAULT_THEME = "light.css"


@app.get("/assets/theme.css")
def theme_stylesheet():
    theme_file = request.cookies.get("theme_file", DEFAULT_THEME)
    css_path = os.path.join(THEMES_DIR, theme_file)
    if not os.path.isfile(css_path):
        css_path = os.path.join(THEMES_DIR, DEFAULT_THEME)
    resp = send_file(css_path, mimetype="text/css", max_age=3600)
    resp.headers["Vary"] = "Cookie"
    return resp


@app.post("/preferences/theme")
def choose_theme():
    choice = request.form.get("theme", "light")
    resp = app.make_response(("", 204))
    resp.set_cookie("theme_file", f"{choice}.css", max_age=365 * 24 * 3600)
    return resp
