import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
AVATAR_DIR = os.path.realpath("/srv/app/avatars")


@app.route("/avatars")
def avatar_image():
    requested = request.args.get("file", "")
    name = os.path.basename(requested)
    full_path = os.path.realpath(os.path.join(AVATAR_DIR, name))
    if not full_path.startswith(AVATAR_DIR + os.sep) or not os.path.isfile(full_path):
        abort(404)
    with open(full_path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="image/png")
