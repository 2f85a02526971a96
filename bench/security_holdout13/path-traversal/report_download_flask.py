import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
BASE_DIR = os.path.realpath("/srv/app/reports")


@app.route("/reports/get")
def get_report():
    param = request.args.get("name", "")
    folder = request.args.get("folder")
    sub = "archive" if folder == "archive" else "current"
    root = os.path.join(BASE_DIR, sub)
    target = os.path.realpath(os.path.join(root, param))
    if os.path.commonpath([root, target]) != root:
        abort(404)
    with open(target, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
