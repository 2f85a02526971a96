from flask import Flask, abort, request, send_from_directory
from flask_login import login_required

app = Flask(__name__)
app.config["REPORT_DIR"] = "/srv/reports"


@app.route("/reports/<path:report_name>")
@login_required
def download_report(report_name):
    fmt = request.args.get("format", "pdf")
    if fmt not in ("pdf", "csv"):
        abort(400)
    filename = f"{report_name}.{fmt}"
    return send_from_directory(app.config["REPORT_DIR"], filename, as_attachment=True)
