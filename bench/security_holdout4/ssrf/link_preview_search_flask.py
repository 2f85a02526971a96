import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


def fetch_preview(target):
    resp = requests.get(target, timeout=5, headers={"User-Agent": "NewsroomPreviewBot/1.2"})
    match = TITLE_RE.search(resp.text)
    return {
        "url": resp.url,
        "status": resp.status_code,
        "title": match.group(1).strip() if match else None,
        "snippet": resp.text[:300],
    }


@app.get("/cms/link-preview")
def link_preview():
    target = request.args.get("url", "")
    if not target.startswith(("http://", "https://")):
        return jsonify({"error": "absolute URL required"}), 400
    return jsonify(fetch_preview(target))
