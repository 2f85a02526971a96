import re

import requests
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
DESC_RE = re.compile(r'<meta[^>]+name="description"[^>]+content="([^"]*)"', re.I)


def fetch_preview(url):
    resp = requests.get(
        url,
        timeout=5,
        headers={"User-Agent": "PreviewBot/1.0"},
    )
    html = resp.text[:200_000]
    title = TITLE_RE.search(html)
    desc = DESC_RE.search(html)
    return {
        "url": resp.url,
        "status": resp.status_code,
        "title": title.group(1).strip() if title else None,
        "description": desc.group(1) if desc else html[:300],
    }


@app.post("/api/previews")
def create_preview():
    url = (request.get_json(silent=True) or {}).get("url")
    if not url:
        abort(400, "url is required")
    return jsonify(fetch_preview(url))
