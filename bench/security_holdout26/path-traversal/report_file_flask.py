from flask import Flask, request, send_from_directory

app = Flask(__name__)
REPORT_DIR = "/srv/reports"


@app.route("/reports/file")
def report_file():
    name = request.headers.get("X-Report-Name", "summary.csv")
    name = name.strip()
    return send_from_directory(REPORT_DIR, name, as_attachment=True)
