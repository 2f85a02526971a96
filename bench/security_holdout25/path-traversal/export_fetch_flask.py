import os

from flask import Flask, abort, request, send_file
from werkzeug.utils import safe_join

app = Flask(__name__)
EXPORT_DIR = "/var/app/exports"


@app.route("/exports/fetch", methods=["GET", "POST"])
def fetch_export():
    requested = request.values.get("file", "")
    path = safe_join(EXPORT_DIR, requested)
    if path is None or not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True, download_name=os.path.basename(path))
