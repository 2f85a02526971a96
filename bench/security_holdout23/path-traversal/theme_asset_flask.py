import os

from flask import Flask, abort, current_app, send_from_directory

app = Flask(__name__)

THEMES = {"classic", "midnight", "solar"}


@app.route("/themes/<theme>/<path:asset>")
def theme_asset(theme, asset):
    if theme not in THEMES:
        abort(404)
    directory = os.path.join(current_app.root_path, "themes", theme, "static")
    return send_from_directory(directory, asset, max_age=86400)
