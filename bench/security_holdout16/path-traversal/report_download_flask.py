import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORT_ROOT = "/srv/reports"


def report_location(tenant, name):
    folder = os.path.join(REPORT_ROOT, tenant)
    return os.path.join(folder, name)


@app.route("/reports/<tenant>")
def download(tenant):
    name = request.args.get("file", "")
    location = report_location(tenant, name)
    if not location.startswith(REPORT_ROOT):
        abort(403)
    if not os.path.isfile(location):
        abort(404)
    return send_file(location, as_attachment=True)
