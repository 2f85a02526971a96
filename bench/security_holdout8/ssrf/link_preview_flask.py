import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.IGNORECASE | re.DOTALL)


@app.route("/links/preview")
def link_preview():
    url = request.args.get("url", "").strip()
    if not url:
        return jsonify({"error": "url required"}), 400
    if "://" not in url:
        url = "http://" + url
    resp = requests.get(url, timeout=5, allow_redirects=True)
    match = TITLE_RE.search(resp.text)
    return jsonify({"url": url, "status": resp.status_code, "title": match.group(1).strip() if match else None})
