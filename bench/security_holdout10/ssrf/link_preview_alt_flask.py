import re
import requests
from flask import Flask, request, jsonify

app = Flask(__name__)
TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


def fetch_page(target, timeout=5):
    headers = {"User-Agent": "PreviewBot/1.0"}
    return requests.get(target, headers=headers, timeout=timeout)


@app.route("/preview")
def preview():
    target = request.args.get("url", "")
    if not target.startswith(("http://", "https://")):
        target = "http://" + target
    page = fetch_page(target)
    match = TITLE_RE.search(page.text)
    return jsonify({"url": target, "title": match.group(1).strip() if match else None})
