import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@app.route("/preview")
def preview():
    target = request.args.get("url", "")
    if not target.startswith("http"):
        target = "https://" + target
    resp = requests.get(target, timeout=5)
    match = TITLE_RE.search(resp.text)
    return jsonify(url=target, status=resp.status_code, title=match.group(1).strip() if match else None)
