import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)
HEADERS = {"User-Agent": "AcmeLinkPreview/1.0"}


def fetch_title(url):
    if not url.startswith(("http://", "https://")):
        url = "https://" + url
    resp = requests.get(url, headers=HEADERS, timeout=5)
    match = TITLE_RE.search(resp.text)
    return resp.status_code, match.group(1).strip() if match else None


@app.route("/links/preview")
def link_preview():
    target = request.args.get("url", "")
    status, title = fetch_title(target)
    return jsonify(url=target, status=status, title=title)
