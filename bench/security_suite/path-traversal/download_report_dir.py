from flask import Flask, request, send_from_directory

app = Flask(__name__)
REPORTS_DIR = "/srv/app/reports"


@app.route("/reports/download")
def download_report():
    name = request.args["name"]
    return send_from_directory(REPORTS_DIR, name, as_attachment=True)
