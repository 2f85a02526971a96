import os

from flask import Flask, Response, request

app = Flask(__name__)
BASE_DIR = "/srv/app/attachments"


@app.route("/attachments/get")
def get_attachment():
    param = request.args.get("name", "")
    folder = request.args.get("folder")
    sub = "archive" if folder == "archive" else "current"
    target = os.path.join(BASE_DIR, sub, param)
    with open(target, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
