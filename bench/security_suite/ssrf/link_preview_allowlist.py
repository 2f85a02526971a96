from urllib.parse import urlparse

import requests
from flask import Flask, abort, request

app = Flask(__name__)
ALLOWED_HOSTS = {"docs.example.com", "blog.example.com"}


@app.route("/preview")
def link_preview():
    target = request.args.get("url", "")
    parsed = urlparse(target)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    page = requests.get(target, timeout=5)
    return {"status": page.status_code, "length": len(page.content)}
