from flask import Flask, send_from_directory, request

app = Flask(__name__)

THEMES = {"light": "themes/light", "dark": "themes/dark"}


@app.route("/assets/<path:filename>")
def theme_asset(filename):
    theme = request.cookies.get("theme", "light")
    folder = THEMES.get(theme, THEMES["light"])
    max_age = 3600 if filename.endswith((".css", ".js")) else 300
    return send_from_directory(folder, filename, max_age=max_age)
