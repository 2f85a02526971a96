from flask import Flask, request, send_from_directory

app = Flask(__name__)
REPORT_DIR = "/srv/reports/monthly"


@app.route("/reports/<year>/<month>")
def report_fetch(year, month):
    fmt = request.args.get("format", "csv").lower()
    filename = "-".join([year, month.zfill(2)]) + "." + fmt
    return send_from_directory(REPORT_DIR, filename, as_attachment=True)
