import re

from flask import Flask, request, send_file

app = Flask(__name__)
REPORT_PATH = "/srv/reports/latest.pdf"


def clean_name(name):
    cleaned = re.sub(r"[^A-Za-z0-9._-]", "_", name)[:60]
    return cleaned or "report"


@app.route("/report/download")
def download_report():
    label = clean_name(request.args.get("as", "report"))
    resp = send_file(REPORT_PATH, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = f'attachment; filename="{label}.pdf"'
    return resp
