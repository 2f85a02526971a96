import re

from flask import Flask, Response, abort, request

app = Flask(__name__)
NAME_RE = re.compile(r"[A-Za-z0-9._-]{1,64}")
REPORT = "date,visits\n2024-05-01,1203\n2024-05-02,1187\n"


@app.route("/reports/download")
def download_name():
    name = request.args.get("name", "report.csv")
    if "\r" in name or "\n" in name or not NAME_RE.fullmatch(name):
        abort(400)
    response = Response(REPORT, mimetype="text/csv")
    response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return response
