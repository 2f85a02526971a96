import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


@app.route("/preview")
def link_preview():
    url = request.args.get("url", "").strip()
    if not url:
        return jsonify(error="url is required"), 400
    if not url.startswith(("http://", "https://")):
        url = "https://" + url
    headers = {"User-Agent": "LinkPreviewBot/1.0"}
    resp = requests.get(url, headers=headers, timeout=5)
    match = TITLE_RE.search(resp.text)
    return jsonify(
        url=url,
        status=resp.status_code,
        title=match.group(1).strip() if match else None,
    )
