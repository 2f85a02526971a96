import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)


@app.route("/download")
def download():
    base, name = "/srv/uploads", request.args.get("file", "")
    if not name:
        abort(400)
    full_path = os.path.join(base, name)
    if not os.path.isfile(full_path):
        abort(404)
    return send_file(full_path, as_attachment=True)
