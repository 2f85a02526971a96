import re

from flask import Flask, Response, abort, request

app = Flask(__name__)
REPORTS = {"q1": "region,total\nnorth,100\n", "q2": "region,total\nnorth,140\n"}
CONTROL = re.compile(r'[\r\n"\\]')


def disposition(label, fmt):
    extension = "csv" if fmt != "txt" else "txt"
    clean = CONTROL.sub("", label)[:80]
    return 'attachment; filename="{}.{}"'.format(clean, extension)


@app.route("/reports/<report_id>/download")
def download(report_id):
    data = REPORTS.get(report_id)
    if data is None:
        abort(404)
    label = request.args.get("label") or report_id
    resp = Response(data, mimetype="text/csv")
    resp.headers["Content-Disposition"] = disposition(label, request.args.get("format"))
    return resp
