import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.route("/preview")
def link_preview():
    targets = {}
    targets["primary"] = request.args.get("url", "")
    targets["fallback"] = "https://preview-cache.example.net/blank"
    fetch_url = targets["primary"]
    resp = requests.get(fetch_url, timeout=5)
    match = TITLE_RE.search(resp.text)
    return jsonify(status=resp.status_code, title=match.group(1).strip() if match else None)
