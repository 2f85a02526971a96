from flask import Flask, abort, request, send_from_directory

app = Flask(__name__)

AVATAR_DIR = "/srv/static/avatars"
SIZE_FOLDERS = {"s": "64", "m": "128", "l": "256"}
ALLOWED_EXT = (".png", ".jpg", ".webp")


@app.route("/avatars/<path:filename>")
def avatar(filename):
    size = request.args.get("size", "m")
    folder_name = SIZE_FOLDERS.get(size)
    if folder_name is None or not filename.lower().endswith(ALLOWED_EXT):
        abort(404)
    folder = f"{AVATAR_DIR}/{folder_name}"
    return send_from_directory(folder, filename, max_age=3600)
