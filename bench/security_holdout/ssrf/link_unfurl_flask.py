import re
from urllib.parse import urlparse

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)
UNFURL_HOSTS = {"www.youtube.com", "vimeo.com", "www.flickr.com", "github.com"}


@app.route("/api/unfurl")
def unfurl():
    url = request.args.get("url", "")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in UNFURL_HOSTS or parsed.port not in (None, 443):
        return jsonify({"error": "host not supported"}), 400
    resp = requests.get(url, timeout=5, allow_redirects=False, headers={"User-Agent": "unfurl-bot/1.0"})
    match = TITLE_RE.search(resp.text)
    return jsonify({"url": url, "status": resp.status_code, "title": match.group(1).strip() if match else None})
