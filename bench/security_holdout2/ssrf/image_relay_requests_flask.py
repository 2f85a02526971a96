from urllib.parse import urlsplit

import requests
from flask import Flask, Response, abort, request

app = Flask(__name__)

IMAGE_HOSTS = {"images.example-cdn.com", "avatars.githubusercontent.com", "i.imgur.com"}


def allowed_image_url(url):
    parts = urlsplit(url)
    return parts.scheme == "https" and parts.hostname in IMAGE_HOSTS and parts.port in (None, 443)


@app.get("/img")
def image_relay():
    src = request.args.get("src", "")
    if not allowed_image_url(src):
        abort(400, "image host not permitted")
    upstream = requests.get(src, timeout=5, stream=True, allow_redirects=False)
    if upstream.status_code != 200:
        abort(502)
    return Response(
        upstream.iter_content(chunk_size=8192),
        content_type=upstream.headers.get("Content-Type", "application/octet-stream"),
    )
