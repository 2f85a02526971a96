import requests
from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/avatar/import", methods=["GET", "POST"])
def import_avatar():
    source = request.values.get("source_url", "").strip()
    if not source:
        return Response("source_url required", status=400)
    resp = requests.get(source, timeout=5)
    ctype = resp.headers.get("Content-Type", "application/octet-stream")
    return Response(resp.content, mimetype=ctype)
