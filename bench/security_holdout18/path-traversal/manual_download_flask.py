import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
MANUALS_DIR = "/srv/portal/manuals"


@app.route("/manuals/download")
def download_manual():
    name = request.args.get("name", "")
    lang = request.args.get("lang", "en")
    if lang not in ("en", "de", "fr"):
        lang = "en"
    if not name or name.startswith(("/", "..", "~")):
        abort(400)
    path = os.path.normpath(os.path.join(MANUALS_DIR, lang, name))
    if not os.path.exists(path):
        abort(404)
    return send_file(path, download_name=os.path.basename(path))
