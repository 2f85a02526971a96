import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def normalise(url):
    if not url.startswith(("http://", "https://")):
        url = "http://" + url
    return url


@app.route("/preview", methods=["POST"])
def link_preview():
    target = normalise((request.json or {}).get("url", ""))
    resp = requests.get(target, timeout=5, allow_redirects=True)
    match = TITLE_RE.search(resp.text)
    return jsonify(url=target, title=match.group(1).strip() if match else None)
