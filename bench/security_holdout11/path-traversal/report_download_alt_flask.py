from flask import Flask, abort, request, send_from_directory

app = Flask(__name__)
app.config["REPORT_DIR"] = "/var/app/reports"


@app.route("/reports/download")
def download_report():
    requested = request.args.get("name", "")
    if not requested.endswith(".pdf"):
        abort(400)
    return send_from_directory(app.config["REPORT_DIR"], requested, as_attachment=True)
