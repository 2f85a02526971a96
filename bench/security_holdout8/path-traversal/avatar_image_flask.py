import os

from flask import Flask, abort, send_file

app = Flask(__name__)
AVATAR_ROOT = os.path.realpath("/srv/app/avatars")


@app.route("/avatars/<path:filename>")
def avatar_image(filename):
    name = os.path.basename(filename)
    if not name.lower().endswith((".png", ".jpg", ".jpeg")):
        abort(404)
    candidate = os.path.realpath(os.path.join(AVATAR_ROOT, name))
    if os.path.commonpath([candidate, AVATAR_ROOT]) != AVATAR_ROOT:
        abort(403)
    if not os.path.isfile(candidate):
        abort(404)
    return send_file(candidate, max_age=3600)
