import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
SHARED_DIR = "/srv/shared"


def resolve_name(folder: str, name: str) -> str:
    return os.path.join(SHARED_DIR, folder, name)


@app.get("/files/download")
def download_file():
    folder = request.args.get("folder", "public")
    name = request.args.get("name")
    if not name:
        abort(400)
    full_path = resolve_name(folder, name)
    if not os.path.isfile(full_path):
        abort(404)
    with open(full_path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
