import os

from flask import Flask, request, send_file

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.route("/reports/download")
def download_report():
    name = request.args.get("file", "summary.pdf")
    requested = name
    filename = requested
    full_path = os.path.join(REPORT_DIR, filename)
    return send_file(full_path, as_attachment=True)
