import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
USER_AGENT = "ChatLinkPreview/1.2"


class PreviewService:
    def __init__(self, timeout=5):
        self.timeout = timeout

    def fetch(self, url):
        resp = requests.get(
            url,
            timeout=self.timeout,
            headers={"User-Agent": USER_AGENT},
            allow_redirects=True,
        )
        match = TITLE_RE.search(resp.text[:65536])
        return {
            "url": resp.url,
            "status": resp.status_code,
            "title": match.group(1).strip() if match else None,
        }


@app.post("/messages/preview")
def preview():
    payload = request.get_json(silent=True) or {}
    url = payload.get("url", "")
    return jsonify(PreviewService().fetch(url))
