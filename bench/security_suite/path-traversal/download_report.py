import os

from flask import Flask, request, send_file

app = Flask(__name__)
REPORTS_DIR = "/srv/app/reports"


@app.route("/reports/download")
def download_report():
    name = request.args["name"]
    path = os.path.join(REPORTS_DIR, name)
    return send_file(path, as_attachment=True)
