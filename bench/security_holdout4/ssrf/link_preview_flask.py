import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


@app.route("/api/link-preview")
def link_preview():
    url = request.args.get("url", "")
    if not url.startswith(("http://", "https://")):
        return jsonify({"error": "unsupported url"}), 400
    resp = requests.get(url, timeout=5, headers={"User-Agent": "ChatPreviewBot/1.2"})
    match = TITLE_RE.search(resp.text[:65536])
    return jsonify({
        "url": resp.url,
        "status": resp.status_code,
        "title": match.group(1).strip() if match else None,
        "content_type": resp.headers.get("Content-Type"),
    })
