from urllib.parse import urlparse

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
ALLOWED_IMAGE_HOSTS = {"images.partner-cdn.com", "avatars.example-static.net"}


@app.route("/avatars/proxy")
def proxy_avatar():
    source = request.args.get("src", "")
    parsed = urlparse(source)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_IMAGE_HOSTS:
        abort(400)
    if parsed.port not in (None, 443) or parsed.username or parsed.password:
        abort(400)
    upstream = requests.get(source, timeout=5, allow_redirects=False)
    if upstream.status_code != 200:
        abort(502)
    return Response(upstream.content, mimetype=upstream.headers.get("Content-Type", "image/png"))
