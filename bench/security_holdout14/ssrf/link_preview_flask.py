import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


class PreviewFetcher:
    def __init__(self, timeout=5):
        self.timeout = timeout
        self.headers = {"User-Agent": "LinkPreview/1.0"}

    def fetch(self, url):
        resp = requests.get(url, headers=self.headers, timeout=self.timeout)
        return resp.status_code, resp.text[:200000]


@app.get("/preview")
def preview():
    target = request.args.get("url", "")
    if not target.startswith(("http://", "https://")):
        return jsonify(error="unsupported URL"), 400
    status, html = PreviewFetcher().fetch(target)
    match = TITLE_RE.search(html)
    return jsonify(status=status, title=match.group(1).strip() if match else None, snippet=html[:500])
