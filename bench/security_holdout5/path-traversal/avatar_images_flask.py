import os

from flask import Flask, request, send_from_directory
from werkzeug.exceptions import NotFound

app = Flask(__name__)
app.config["AVATAR_DIR"] = "/srv/media/avatars"
SIZES = {"sm": "48", "md": "128", "lg": "256"}


@app.route("/avatars/<path:filename>")
def avatar(filename):
    size = SIZES.get(request.args.get("s", "md"), "128")
    folder = os.path.join(app.config["AVATAR_DIR"], size)
    try:
        return send_from_directory(folder, filename, max_age=3600)
    except NotFound:
        return send_from_directory(app.config["AVATAR_DIR"], "default.png", max_age=60)
