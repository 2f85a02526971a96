from flask import Flask, request, Response

app = Flask(__name__)


def strip_line_breaks(value):
    return "".join(ch for ch in value if ch not in "\r\n")


@app.route("/reports/download")
def download_report():
    name = request.args.get("name", "report")
    name = strip_line_breaks(name)[:64]
    resp = Response("report body", mimetype="text/plain")
    resp.headers["X-Report-Name"] = name
    return resp
