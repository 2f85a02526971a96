import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def fetch_page(target, timeout=5):
    headers = {"User-Agent": "preview-bot/1.0"}
    return requests.get(target, headers=headers, timeout=timeout, allow_redirects=True)


@app.post("/links/preview")
def link_preview():
    url = request.get_json(force=True).get("url", "")
    page = fetch_page(url)
    match = TITLE_RE.search(page.text)
    return jsonify({"url": url, "status": page.status_code, "title": match.group(1).strip() if match else None})
