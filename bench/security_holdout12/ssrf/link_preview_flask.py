import re

import requests
from flask import Blueprint, jsonify, request

preview_bp = Blueprint("preview", __name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


class PreviewFetcher:
    def __init__(self, timeout=5):
        self.session = requests.Session()
        self.timeout = timeout

    def fetch(self, url):
        if not url.startswith(("http://", "https://")):
            url = "https://" + url
        resp = self.session.get(url, timeout=self.timeout, allow_redirects=True)
        match = TITLE_RE.search(resp.text)
        return {"status": resp.status_code, "title": match.group(1).strip() if match else None}


@preview_bp.post("/links/preview")
def preview():
    url = (request.get_json(silent=True) or {}).get("url", "")
    return jsonify(PreviewFetcher().fetch(url.strip()))
