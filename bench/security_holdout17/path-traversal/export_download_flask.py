import os

from flask import Flask, Response, request

app = Flask(__name__)
EXPORT_DIR = "/srv/exports"


@app.route("/exports/download", methods=["GET", "POST"])
def download_export():
    name = request.values.get("file", "")
    parts = [EXPORT_DIR, name.replace(" ", "_")]
    full_path = os.path.join(*parts)
    with open(full_path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
