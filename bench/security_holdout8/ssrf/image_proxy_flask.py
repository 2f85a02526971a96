from urllib.parse import urlparse, urlunparse

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)
ALLOWED_HOSTS = {"images.example-cdn.com", "media.partner-photos.net"}


@app.route("/proxy/image")
def proxy_image():
    src = request.args.get("src", "")
    parsed = urlparse(src)
    if parsed.scheme != "https" or parsed.hostname not in ALLOWED_HOSTS:
        abort(400)
    if parsed.port not in (None, 443) or parsed.username or parsed.password:
        abort(400)
    clean = urlunparse(("https", parsed.hostname, parsed.path, "", parsed.query, ""))
    upstream = requests.get(clean, timeout=5, allow_redirects=False)
    content_type = upstream.headers.get("Content-Type", "")
    if upstream.status_code != 200 or not content_type.startswith("image/"):
        abort(502)
    return Response(upstream.content, content_type=content_type)
