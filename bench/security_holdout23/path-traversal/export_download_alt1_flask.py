import os

from flask import Flask, abort, request, send_file
from flask_login import login_required

app = Flask(__name__)
EXPORT_DIR = "/srv/app/exports"


@app.get("/exports/download")
@login_required
def download_export():
    filename = request.args.get("file", "")
    if not filename or ".." in filename:
        abort(400)
    path = os.path.join(EXPORT_DIR, filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
