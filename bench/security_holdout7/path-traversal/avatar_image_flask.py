import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
AVATAR_DIR = os.path.realpath("/srv/app/avatars")


@app.route("/avatar")
def avatar_image():
    requested = request.args.get("name", "default.png")
    filename = os.path.basename(requested)
    candidate = os.path.realpath(os.path.join(AVATAR_DIR, filename))
    if os.path.commonpath([candidate, AVATAR_DIR]) != AVATAR_DIR:
        abort(403)
    if not os.path.isfile(candidate):
        abort(404)
    return send_file(candidate, mimetype="image/png")
