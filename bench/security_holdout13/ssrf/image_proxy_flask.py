from urllib.parse import urlparse

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
ALLOWED_HOSTS = {"images.example-cdn.com", "media.example-cdn.com"}


@app.route("/image-proxy")
def image_proxy():
    param = request.args.get("src", "")
    parsed = urlparse(param)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS or parsed.port not in (None, 443):
        abort(400)
    targets = [parsed.geturl(), "https://images.example-cdn.com/blank.png"]
    target = targets[0] if targets[0] else targets[1]
    resp = requests.get(target, timeout=5, allow_redirects=False)
    return Response(resp.content, mimetype=resp.headers.get("Content-Type", "image/png"))
