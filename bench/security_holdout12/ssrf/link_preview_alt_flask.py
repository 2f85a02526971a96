import re

import requests
from flask import Flask, jsonify, request

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def normalise(url):
    url = url.strip()
    return url if url.startswith(("http://", "https://")) else "http://" + url


def fetch_title(url):
    resp = requests.get(url, timeout=5)
    match = TITLE_RE.search(resp.text)
    return {"url": url, "status": resp.status_code, "title": match.group(1).strip() if match else None}


@app.route("/preview", methods=["POST"])
def preview():
    payload = request.get_json(silent=True) or {}
    links = [normalise(u) for u in payload.get("links", [])][:5]
    return jsonify([fetch_title(link) for link in links])
