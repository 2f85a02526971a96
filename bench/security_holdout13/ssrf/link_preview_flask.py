import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
HTTP = requests.Session()
HTTP.headers["User-Agent"] = "LinkPreviewBot/1.0"
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


class PreviewFetcher:
    def __init__(self, session, timeout=5):
        self.session = session
        self.timeout = timeout

    def fetch(self, url):
        resp = self.session.get(url, timeout=self.timeout, allow_redirects=True)
        match = TITLE_RE.search(resp.text[:65536])
        return {"url": resp.url, "status": resp.status_code, "title": match.group(1).strip() if match else None}


fetcher = PreviewFetcher(HTTP)


@app.post("/links/preview")
def preview():
    url = (request.get_json(silent=True) or {}).get("url", "")
    if not url.startswith(("http://", "https://")):
        return jsonify({"error": "only http(s) links"}), 400
    return jsonify(fetcher.fetch(url))
