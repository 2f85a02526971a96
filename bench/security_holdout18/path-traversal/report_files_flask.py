from pathlib import Path

from flask import Flask, abort, request, send_file

app = Flask(__name__)
REPORTS = Path("/srv/portal/reports").resolve()


@app.get("/reports/file")
def report_file():
    name = request.args.get("name", "")
    year = request.args.get("year", "")
    if not year.isdigit():
        abort(400)
    target = (REPORTS / year / name).resolve()
    if not target.is_relative_to(REPORTS) or not target.is_file():
        abort(404)
    return send_file(target, as_attachment=True)
