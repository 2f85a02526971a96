import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
AVATAR_DIR = os.path.realpath("/var/app/avatars")


@app.route("/avatars")
def avatar_image():
    requested = os.path.basename(request.args.get("name", ""))
    if not requested:
        abort(400)
    full_path = os.path.realpath(os.path.join(AVATAR_DIR, requested))
    if os.path.commonpath([full_path, AVATAR_DIR]) != AVATAR_DIR:
        abort(403)
    if not os.path.isfile(full_path):
        abort(404)
    return send_file(full_path, mimetype="image/png")
