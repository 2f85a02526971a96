import csv
import io

from flask import Flask, abort, make_response, request

app = Flask(__name__)

EXPORTS = {
    1: [("region", "revenue"), ("north", 1200), ("south", 950)],
    2: [("month", "signups"), ("jan", 40), ("feb", 52)],
}


@app.route("/exports/<int:export_id>")
def download_export(export_id):
    rows = EXPORTS.get(export_id)
    if rows is None:
        abort(404)
    label = request.args.get("label", f"export-{export_id}")
    if "\r" in label or "\n" in label or '"' in label:
        abort(400)
    buffer = io.StringIO()
    csv.writer(buffer).writerows(rows)
    resp = make_response(buffer.getvalue())
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = f'attachment; filename="{label}.csv"'
    return resp
