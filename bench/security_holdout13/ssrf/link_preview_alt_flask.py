import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.route("/preview")
def link_preview():
    param = request.args.get("url", "")
    targets = [param, "https://example.com/"]
    target = targets[0] if targets[0] else targets[1]
    resp = requests.get(target, timeout=5)
    match = TITLE_RE.search(resp.text)
    return jsonify({"status": resp.status_code, "title": match.group(1) if match else None, "body": resp.text[:500]})
