from urllib.parse import quote

from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/reports/download", methods=["POST"])
def download_report():
    payload = request.get_json(silent=True) or {}
    title = str(payload.get("title", "report"))
    encoded = quote(title, safe="")
    resp = make_response(b"%PDF-1.4\n")
    resp.headers["Content-Type"] = "application/pdf"
    resp.headers["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}.pdf"
    return resp
